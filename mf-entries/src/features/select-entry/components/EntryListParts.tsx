import { Skeleton, styled } from '@inscriptions/shared/ui';

// Shared by the entry list and the search results (and the page's own loading state).
export const List = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
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
