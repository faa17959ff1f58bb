import { useState, type FormEvent } from 'react';
import { PASSWORD_CHANGED } from '@inscriptions/contracts';
import { useQueryClient } from '@inscriptions/shared/api';
import { Button, Card, Muted, TextInput } from '@inscriptions/shared/ui';
import { PASSWORD_EMPTY, passwordsMatch, validatePassword } from '@inscriptions/shared/validation';
import { SECURITY_QUERY_KEY, SecurityApiError, securityApi } from '../api';
import { Outcome, SectionForm, SectionTitle } from './sectionParts';


const FAILED_TO_CHANGE_PASSWORD = 'Failed to change your password, please try again.';
const NO_ERRORS = { current: null, next: null, confirm: null };

/** Change the password: the current one first; the other devices are signed out, this one stays. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<'current' | 'next' | 'confirm', string | null>>(NO_ERRORS);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = {
      current: current === '' ? PASSWORD_EMPTY : null,
      next: next === '' ? PASSWORD_EMPTY : validatePassword(next),
      confirm: passwordsMatch(next, confirm),
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    setBusy(true);
    try {
      await securityApi.changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      setOutcome({ ok: true, message: PASSWORD_CHANGED });
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    } catch (err) {
      setOutcome({ ok: false, message: err instanceof SecurityApiError && err.message ? err.message : FAILED_TO_CHANGE_PASSWORD });
    }
    setBusy(false);
  }

  const field = (label: string, value: string, set: (v: string) => void, error: string | null, autoComplete: string) => (
    <TextInput label={label} type="password" autoComplete={autoComplete} required value={value} error={error} onChange={(e) => set(e.target.value)} />
  );
  return (
    <Card as="section" aria-labelledby="heading-password">
      <SectionTitle id="heading-password">Password</SectionTitle>
      <Muted>Changing it signs out your other devices; this one stays signed in.</Muted>
      <SectionForm noValidate onSubmit={(e) => void submit(e)} aria-label="Change your password">
        {field('Current password', current, setCurrent, errors.current, 'current-password')}
        {field('New password', next, setNext, errors.next, 'new-password')}
        {field('Confirm new password', confirm, setConfirm, errors.confirm, 'new-password')}
        <div>
          <Button type="submit" disabled={busy}>
            Change password
          </Button>
        </div>
        {outcome ? (
          <Outcome $ok={outcome.ok} role={outcome.ok ? 'status' : 'alert'} data-testid="password-outcome">
            {outcome.message}
          </Outcome>
        ) : null}
      </SectionForm>
    </Card>
  );
}
