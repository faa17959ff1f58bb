import type { ReactNode } from 'react';
import { Button, Skeleton, styled } from '@inscriptions/shared/ui';

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A failure the user can retry (role=alert, so it is announced). */
export function ErrorMessage({
  children,
  onRetry,
  testId,
}: {
  children: ReactNode;
  onRetry?: () => void;
  testId?: string;
}) {
  return (
    <ErrorBox role="alert" data-testid={testId}>
      <span>{children}</span>
      {onRetry ? (
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </ErrorBox>
  );
}

/** What this area's pages show while the user's inscriptions load. */
export function InscriptionSkeleton() {
  return <ListSkeleton label="Loading the Inscription…" rows={2} />;
}

/** Rows of placeholders while a list loads, announced once as `label`. */
export function ListSkeleton({ label, rows = 3, testId }: { label: string; rows?: number; testId?: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid={testId} style={{ display: 'grid', gap: 12 }}>
      <span>{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} $height="72px" />
      ))}
    </div>
  );
}
