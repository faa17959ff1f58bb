import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { QRCodeSVG } from 'qrcode.react';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Muted, TextInput, styled } from '@inscriptions/shared/ui';
import { validateChallengeResponse } from '@inscriptions/shared/validation';
import { SECURITY_QUERY_KEY, SecurityApiError, securityApi } from '../api';
import { SectionTitle } from './sectionParts';

const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 420px;
`;
const Qr = styled.div`
  align-self: flex-start;
  padding: 12px;
  background: #fff;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const Key = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.95rem;
`;
const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 6px 16px;
  margin: 0;
  padding-left: 24px;
  font-family: ui-monospace, monospace;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const FAILED = 'Something went wrong, please try again.';
const messageOf = (error: unknown) => (error instanceof SecurityApiError && error.message ? error.message : FAILED);

/**
 * Two-step sign-in with an authenticator app: scan the otpauth QR code, confirm with a first code,
 * then the recovery codes are shown once. Turning it off or replacing the codes needs a current code.
 */
export function AuthenticatorSection({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
      setError(null);
      setCode('');
    } catch (err) {
      setError(messageOf(err));
      dispatch(showError(messageOf(err)));
    }
    setBusy(false);
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });

  /** The code field must be filled before any action that needs it. */
  function withCode(e: FormEvent | null, action: (code: string) => Promise<void>) {
    e?.preventDefault();
    const found = validateChallengeResponse(code);
    setError(found);
    if (!found) void run(() => action(code.trim()));
  }

  const codeField = (label: string) => (
    <TextInput
      label={label}
      name="totpCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={code}
      error={error}
      onChange={(e) => setCode(e.target.value)}
    />
  );

  let body;
  if (recoveryCodes) {
    body = (
      <Stack as="div" data-testid="recovery-codes">
        <p role="status">
          Save these recovery codes somewhere safe now. Each one signs you in once if you lose your authenticator app.
          They will not be shown again.
        </p>
        <Codes aria-label="Recovery codes">
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Codes>
        <Actions>
          <Button
            type="button"
            onClick={() => {
              setRecoveryCodes(null);
              void refresh();
            }}
          >
            I have saved them
          </Button>
        </Actions>
      </Stack>
    );
  } else if (setup) {
    body = (
      <Stack
        onSubmit={(e) =>
          withCode(e, async (c) => {
            const { recoveryCodes: codes } = await securityApi.confirmTotp(c);
            setSetup(null);
            setRecoveryCodes(codes);
          })
        }
        noValidate
        aria-label="Set up authenticator app"
      >
        <p>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
        <Qr>
          <QRCodeSVG value={setup.uri} size={192} title="QR code for your authenticator app" marginSize={2} />
        </Qr>
        <Muted>
          Cannot scan it? Enter this key in the app instead: <Key data-testid="totp-secret">{setup.secret}</Key>
        </Muted>
        {codeField('Code from the app')}
        <Actions>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            Turn on
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setSetup(null)}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    );
  } else if (enabled) {
    body = (
      <Stack onSubmit={(e) => e.preventDefault()} noValidate aria-label="Manage authenticator app">
        <p data-testid="totp-on">
          Two-step sign-in is on: signing in asks for a code from your authenticator app. {recoveryCodesLeft} recovery
          {recoveryCodesLeft === 1 ? ' code' : ' codes'} left.
        </p>
        {codeField('Code from your authenticator app')}
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() =>
              withCode(null, async (c) => {
                const { recoveryCodes: codes } = await securityApi.newRecoveryCodes(c);
                setRecoveryCodes(codes);
              })
            }
          >
            New recovery codes
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={busy}
            onClick={() =>
              withCode(null, async (c) => {
                await securityApi.removeTotp(c);
                await refresh();
              })
            }
          >
            Turn off
          </Button>
        </Actions>
      </Stack>
    );
  } else {
    body = (
      <Stack as="div">
        <p data-testid="totp-off">Two-step sign-in is off. Add an authenticator app to ask for a code at every sign-in.</p>
        <Actions>
          <Button type="button" disabled={busy} onClick={() => void run(async () => setSetup(await securityApi.startTotp()))}>
            Set up authenticator app
          </Button>
        </Actions>
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby="heading-authenticator">
      <SectionTitle id="heading-authenticator">Authenticator app</SectionTitle>
      {body}
    </Card>
  );
}
