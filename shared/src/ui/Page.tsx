import type { ReactNode } from 'react';
import styled from 'styled-components';

export const PageContainer = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 960px;
`;

export const PageHeading = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 16px 20px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PlaceholderPageProps {
  routeName: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** A page of a heading, an optional line and the route's test id (the sign-in callback, not found). */
export function PlaceholderPage({ routeName, title, description, children }: PlaceholderPageProps) {
  return (
    <PageContainer data-testid={`page-${routeName}`} aria-labelledby={`heading-${routeName}`}>
      <PageHeading id={`heading-${routeName}`}>{title}</PageHeading>
      {description ? <Muted>{description}</Muted> : null}
      {children}
    </PageContainer>
  );
}
