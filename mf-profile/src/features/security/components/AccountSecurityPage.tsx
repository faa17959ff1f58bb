import { useQuery } from '@inscriptions/shared/api';
import { useAccessToken } from '@inscriptions/shared/auth';
import { Card, PageContainer, PageHeading, Skeleton } from '@inscriptions/shared/ui';
import { FAILED_TO_GET_SECURITY, SECURITY_QUERY_KEY, securityApi } from '../api';
import { AuthenticatorSection } from './AuthenticatorSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DevicesSection } from './DevicesSection';
import { EmailSection } from './EmailSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';

/** Account security: the sign-in address, the password, the authenticator app (two-step sign-in), recovery codes, passkeys, signed-in devices and deleting the account. */
export function AccountSecurityPage() {
  const token = useAccessToken();
  const status = useQuery({ queryKey: SECURITY_QUERY_KEY, queryFn: securityApi.status, enabled: token !== null });
  return (
    <PageContainer data-testid="page-AccountSecurity" aria-labelledby="heading-AccountSecurity">
      <PageHeading id="heading-AccountSecurity">Account security</PageHeading>
      {status.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">Loading your account security</span>
          <Skeleton $height="160px" />
        </div>
      ) : status.isError ? (
        <Card role="alert">{FAILED_TO_GET_SECURITY}</Card>
      ) : (
        <>
          <EmailSection email={status.data.email} />
          <PasswordSection />
          <AuthenticatorSection enabled={status.data.totp} recoveryCodesLeft={status.data.recoveryCodesLeft} />
          <PasskeysSection passkeys={status.data.passkeys ?? []} />
          <DevicesSection devices={status.data.devices} />
          <DeleteAccountSection hasPasskeys={(status.data.passkeys ?? []).length > 0} />
        </>
      )}
    </PageContainer>
  );
}
