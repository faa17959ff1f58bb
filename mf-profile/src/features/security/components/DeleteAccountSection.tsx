import { useState, type FormEvent } from 'react';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { ACCOUNT_DELETED_REASON, expireSession } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import { Link } from '@inscriptions/shared/router';
import { Button, Card, Muted, TextInput } from '@inscriptions/shared/ui';
import { SecurityApiError, securityApi } from '../api';
import { Outcome, SectionForm, SectionTitle } from './sectionParts';

const FAILED_TO_DELETE = 'Failed to delete your account, please try again.';

/**
 * Delete the account for good: the export is offered first, then the password (or a passkey) confirms.
 * Once deleted, this device is signed out and the sign-in page says what happened.
 */
export function DeleteAccountSection({ hasPasskeys }: { hasPasskeys: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(proof: () => Promise<Parameters<typeof securityApi.deleteAccount>[0]>) {
    setError(null);
    setBusy(true);
    try {
      await securityApi.deleteAccount(await proof());
      expireSession(ACCOUNT_DELETED_REASON);
    } catch (err) {
      setError(err instanceof SecurityApiError && err.message ? err.message : FAILED_TO_DELETE);
      setBusy(false);
    }
  }

  const withPassword = (event: FormEvent) => {
    event.preventDefault();
    void remove(async () => ({ currentPassword: password }));
  };
  const withPasskey = () =>
    void remove(async () => {
      const { publicKey } = await securityApi.deleteOptions();
      return { passkey: await startAuthentication({ optionsJSON: publicKey }) };
    });

  return (
    <Card as="section" aria-labelledby="heading-delete-account">
      <SectionTitle id="heading-delete-account">Delete account</SectionTitle>
      <Muted>
        Deleting your account removes your inscriptions, entries and recordings, chats, insights, reminders and profile for good.
        Nobody can bring them back. <Link to={hrefs.exportData()}>Export your data</Link> first to keep a copy.
      </Muted>
      {open ? (
        <SectionForm noValidate onSubmit={withPassword} aria-label="Delete your account">
          <TextInput
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div>
            <Button type="submit" $variant="danger" disabled={busy}>
              Delete my account for good
            </Button>
          </div>
          {hasPasskeys && browserSupportsWebAuthn() ? (
            <div>
              <Button type="button" $variant="secondary" disabled={busy} onClick={withPasskey}>
                Confirm with a passkey instead
              </Button>
            </div>
          ) : null}
          {error ? (
            <Outcome $ok={false} role="alert" data-testid="delete-account-error">
              {error}
            </Outcome>
          ) : null}
        </SectionForm>
      ) : (
        <div>
          <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
            Delete my account…
          </Button>
        </div>
      )}
    </Card>
  );
}
