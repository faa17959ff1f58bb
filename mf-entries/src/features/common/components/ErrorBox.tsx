// An inline error with its retry, inside a page (the toast for passing errors is the shell's ErrorBanner).
import { styled } from '@inscriptions/shared/ui';

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
