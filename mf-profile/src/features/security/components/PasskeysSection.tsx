import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Muted, TextInput, styled } from '@inscriptions/shared/ui';
import { SECURITY_QUERY_KEY, SecurityApiError, securityApi, type Passkey } from '../api';
import { SectionTitle } from './sectionParts';

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
`;
const Row = styled.li`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Form = styled.form`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: flex-end;
  > * {
    flex: 1 1 12rem;
  }
`;

const FAILED_TO_ADD = 'The passkey was not added, please try again.';
const FAILED_TO_REMOVE = 'Failed to delete the passkey, please try again.';
const added = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Passkeys: a second factor, and a sign-in without a password. Add (the browser's dialog), list, remove. */
export function PasskeysSection({ passkeys }: { passkeys: Passkey[] }) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const supported = browserSupportsWebAuthn();

  const fail = (err: unknown, fallback: string) =>
    dispatch(showError(err instanceof SecurityApiError && err.message ? err.message : fallback));

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { publicKey } = await securityApi.passkeyOptions();
      const response = await startRegistration({ optionsJSON: publicKey });
      await securityApi.addPasskey(response, name);
      setName('');
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    } catch (err) {
      fail(err, FAILED_TO_ADD);
    }
    setBusy(false);
  }

  async function remove(id: string) {
    setBusy(true);
    try {
      await securityApi.removePasskey(id);
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    } catch (err) {
      fail(err, FAILED_TO_REMOVE);
    }
    setBusy(false);
  }

  return (
    <Card as="section" aria-labelledby="heading-passkeys">
      <SectionTitle id="heading-passkeys">Passkeys</SectionTitle>
      <Muted>Sign in with your device&apos;s screen lock or a security key instead of a password, or use one as your second step.</Muted>
      {passkeys.length === 0 ? (
        <Muted>No passkeys yet.</Muted>
      ) : (
        <List data-testid="passkey-list">
          {passkeys.map((p) => (
            <Row key={p.id} data-testid="passkey">
              <div>
                <p>
                  <strong>{p.name}</strong>
                </p>
                <Muted>Added {added.format(new Date(p.dateCreated))}</Muted>
              </div>
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => void remove(p.id)} aria-label={`Remove passkey ${p.name}`}>
                Remove
              </Button>
            </Row>
          ))}
        </List>
      )}
      {supported ? (
        <Form onSubmit={(e) => void add(e)}>
          <TextInput label="Passkey name" name="passkeyName" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. My laptop" />
          <Button type="submit" disabled={busy}>
            Add a passkey
          </Button>
        </Form>
      ) : (
        <Muted>This browser does not support passkeys.</Muted>
      )}
    </Card>
  );
}
