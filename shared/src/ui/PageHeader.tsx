import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeading } from './Page';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  /* On a 360 px screen the actions go under the title, and a long name breaks rather than overflows. */
  & > h1 {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export interface PageHeaderProps {
  title: ReactNode;
  /** The heading's id, which the page's aria-labelledby names. */
  headingId: string;
  /** One element beside the title: a button, or the page's own group of them. */
  actions?: ReactNode;
}

/** A page's title and its actions in a row. */
export function PageHeader({ title, headingId, actions }: PageHeaderProps) {
  return (
    <Row>
      <PageHeading id={headingId}>{title}</PageHeading>
      {actions}
    </Row>
  );
}
