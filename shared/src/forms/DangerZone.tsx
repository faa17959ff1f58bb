import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from '@inscriptions/shared/ui';

const Zone = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px 24px;
  margin-top: 16px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 4px;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    & > button {
      width: 100%;
    }
  }
`;

export interface DangerZoneProps {
  /** What the destructive action does, in one sentence. */
  description: string;
  /** The destructive button (it asks for confirmation itself). */
  children: ReactNode;
}

/** A destructive action set apart from the form it belongs to, so it is never next to Save. */
export function DangerZone({ description, children }: DangerZoneProps) {
  const headingId = useId();
  return (
    <Zone aria-labelledby={headingId} data-testid="danger-zone">
      <div>
        <h2 id={headingId}>Danger zone</h2>
        <p>{description}</p>
      </div>
      {children}
    </Zone>
  );
}
