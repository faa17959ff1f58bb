import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

export const Skeleton = styled.div<{
  $height?: string;
  $width?: string;
  $radius?: string;
}>`
  height: ${({ $height = '16px' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** A generic page skeleton: heading bar and a few content blocks. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="page-skeleton"
      style={{ display: 'grid', gap: 16, width: '100%', maxWidth: 960 }}
    >
      <span className="visually-hidden">{label}</span>
      <Skeleton $height="36px" $width="40%" />
      <Skeleton $height="96px" />
      <Skeleton $height="96px" />
      <Skeleton $height="96px" $width="80%" />
    </div>
  );
}
