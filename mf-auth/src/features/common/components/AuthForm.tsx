import type { ReactNode } from 'react';
import { Link } from '@inscriptions/shared/router';
import { useAppConfig } from '@inscriptions/shared/auth';
import { Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';

/** Title of the "we sent you an email" dialog after sign-up and after asking for a reset. */
export const CHECK_EMAIL_TITLE = 'Check your email! You may safely close this tab.';

/** Page frame of the auth screens: test id, h1, max 400 px wide, full width on a phone. */
export const AuthPage = styled(PageContainer)`
  max-width: 400px;
  width: 100%;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  border-radius: 4px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function AuthHeading({ routeName, children }: { routeName: string; children: ReactNode }) {
  return <PageHeading id={`heading-${routeName}`}>{children}</PageHeading>;
}

/**
 * With an external identity provider (app-config `accounts: false`) there is no /account API:
 * sign-up and password reset happen at the provider.
 */
export function ProviderManaged({ what }: { what: 'Sign-up' | 'Password reset' | 'Account confirmation' }) {
  const config = useAppConfig();
  if (!config || config.accounts) return null;
  return (
    <Muted data-testid="provider-managed">
      {what} happens at your identity provider.{' '}
      <a href={config.oidc.authority} rel="noopener noreferrer">
        Go to the identity provider
      </a>
    </Muted>
  );
}

/** True once the configuration says accounts are managed by an external provider. */
export function useExternalAccounts(): boolean {
  const config = useAppConfig();
  return config !== null && !config.accounts;
}
