import { useState } from 'react';
import { useQueryClient } from '@inscriptions/shared/api';
import { useNavigate } from '@inscriptions/shared/router';
import { expireSession } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Modal, Muted, styled } from '@inscriptions/shared/ui';
import { SECURITY_QUERY_KEY, SecurityApiError, securityApi, type Device } from '../api';
import { SectionTitle } from './sectionParts';

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Row = styled.li`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const About = styled.div`
  min-width: 0;
  /* Below ~14rem beside the button the text would be squeezed: the button wraps under it instead. */
  flex: 1 1 14rem;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const FAILED_TO_SIGN_OUT = 'An unknown error occurred while signing out';
const lastSeen = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The account's signed-in browsers; sign one out, or all of them (this one too). */
export function DevicesSection({ devices }: { devices: Device[] }) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmAll, setConfirmAll] = useState(false);
  const [busy, setBusy] = useState(false);

  const fail = (err: unknown) =>
    dispatch(showError(err instanceof SecurityApiError && err.message ? err.message : FAILED_TO_SIGN_OUT));

  async function revoke(id: string) {
    setBusy(true);
    try {
      await securityApi.revokeDevice(id);
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    } catch (err) {
      fail(err);
    }
    setBusy(false);
  }

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await securityApi.signOutEverywhere();
      setConfirmAll(false);
      // This browser's tokens are gone too: end the local session and sign in again.
      expireSession('signed-out-everywhere');
      void navigate(hrefs.signIn());
    } catch (err) {
      fail(err);
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="heading-devices">
      <SectionTitle id="heading-devices">Signed-in devices</SectionTitle>
      {devices.length === 0 ? (
        <Muted>No other signed-in devices.</Muted>
      ) : (
        <List data-testid="device-list">
          {devices.map((d) => (
            <Row key={d.id} data-testid="device">
              <About>
                <p>
                  <strong>{d.current ? 'This device' : 'Another device'}</strong>
                  {d.ip ? ` · ${d.ip}` : ''}
                </p>
                <Muted>{d.label || d.userAgent || 'Unknown browser'}</Muted>
                <Muted>Last seen {lastSeen.format(new Date(d.lastSeenAt))}</Muted>
              </About>
              {d.current ? null : (
                <Button type="button" $variant="secondary" disabled={busy} onClick={() => void revoke(d.id)}>
                  Sign out this device
                </Button>
              )}
            </Row>
          ))}
        </List>
      )}
      <Button type="button" $variant="danger" disabled={busy} onClick={() => setConfirmAll(true)}>
        Sign out everywhere
      </Button>
      <Modal
        open={confirmAll}
        type="confirm"
        title="Sign out everywhere?"
        description="Every device signed in to your account, this one included, is signed out at once."
        confirmLabel="Sign out everywhere"
        busy={busy}
        onClose={() => setConfirmAll(false)}
        onConfirm={() => void signOutEverywhere()}
      />
    </Card>
  );
}
