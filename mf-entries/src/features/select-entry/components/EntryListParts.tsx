import styled from 'styled-components';
import { Skeleton } from '@inscriptions/shared/ui';

// Shared by the entry list and the search results (and the page's own loading and error states).
export const List = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
export const ErrorBox = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export function ListSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="entries-loading"
      style={{ display: 'grid', gap: 12 }}
    >
      <span className="visually-hidden">Loading entries</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} $height="104px" $radius="10px" />
      ))}
    </div>
  );
}
