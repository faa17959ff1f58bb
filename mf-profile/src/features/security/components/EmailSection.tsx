import { useState, type FormEvent } from 'react';
import { EMAIL_CHANGE_SENT } from '@inscriptions/contracts';
import { Button, Card, Muted, TextInput } from '@inscriptions/shared/ui';
import { PASSWORD_EMPTY, validateEmail } from '@inscriptions/shared/validation';
import { SecurityApiError, securityApi } from '../api';
import { Outcome, SectionForm, SectionTitle } from './sectionParts';

const FAILED_TO_CHANGE_EMAIL = 'Failed to change your email address, please try again.';
const NO_ERRORS = { email: null, password: null };

/** Change the sign-in address: a link goes to the new address, and the change is made when it is opened. */
export function EmailSection({ email }: { email: string }) {
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<'email' | 'password', string | null>>(NO_ERRORS);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const address = next.trim().toLowerCase();
    const found = { email: validateEmail(address), password: password === '' ? PASSWORD_EMPTY : null };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const { destination } = await securityApi.changeEmail(address, password);
      setPassword('');
      setOutcome({ ok: true, message: EMAIL_CHANGE_SENT(destination) });
    } catch (err) {
      setOutcome({ ok: false, message: err instanceof SecurityApiError && err.message ? err.message : FAILED_TO_CHANGE_EMAIL });
    }
    setBusy(false);
  }

  return (
    <Card as="section" aria-labelledby="heading-email">
      <SectionTitle id="heading-email">Email address</SectionTitle>
      <Muted>
        You sign in with <strong data-testid="account-email">{email}</strong>. A new address takes effect once you open the link
        we send to it; we let this address know.
      </Muted>
      <SectionForm noValidate onSubmit={(e) => void submit(e)} aria-label="Change your email address">
        <TextInput
          label="New email address"
          type="email"
          autoComplete="email"
          required
          value={next}
          error={errors.email}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextInput
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={busy}>
            Send the link
          </Button>
        </div>
        {outcome ? (
          <Outcome $ok={outcome.ok} role={outcome.ok ? 'status' : 'alert'} data-testid="email-outcome">
            {outcome.message}
          </Outcome>
        ) : null}
      </SectionForm>
    </Card>
  );
}
