import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { AREA_LABELS } from '@inscriptions/shared/federation';
import type { RemoteRouteDefinition } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Muted, PageHeading, styled } from '@inscriptions/shared/ui';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  max-width: 560px;
  border-color: ${({ theme }) => theme.colors.danger};
`;

export function remoteFailureMessage(def: Pick<RemoteRouteDefinition, 'remote'>): string {
  return `The ${AREA_LABELS[def.remote]} area could not be loaded. Please try again.`;
}

export interface RemoteUnavailableProps {
  def: RemoteRouteDefinition;
  /** Loads the page again (re-reading /remotes.json and the remote's entry); resolves to its component. */
  retry: () => Promise<ComponentType>;
  /** A load of this remote already under way or done elsewhere (another route's retry). */
  pending?: () => Promise<ComponentType> | null;
  /** Set when the remote was built against an incompatible shell contract: the message saying so. */
  incompatible?: string;
}

/**
 * Shown inside the layout when a remote cannot be loaded. "Try again" re-fetches the remote's entry
 * and renders the page in place once the remote is back; the other areas keep working.
 */
export function RemoteUnavailable({ def, retry, pending, incompatible }: RemoteUnavailableProps) {
  const dispatch = useAppDispatch();
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    pending?.()?.then(
      (Component) => active && setLoaded(() => Component),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [pending]);

  if (Loaded) return <Loaded />;

  const onRetry = async () => {
    setBusy(true);
    try {
      const Component = await retry();
      setLoaded(() => Component);
    } catch (error) {
      console.warn(error);
      dispatch(showError(error instanceof Error && incompatible ? error.message : remoteFailureMessage(def)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      role="alert"
      data-testid={incompatible ? 'remote-incompatible' : 'remote-error'}
      aria-labelledby={`remote-error-${def.routeName}`}
    >
      <PageHeading as="h2" id={`remote-error-${def.routeName}`}>
        {incompatible ? `${AREA_LABELS[def.remote]} needs an update` : `${AREA_LABELS[def.remote]} is unavailable`}
      </PageHeading>
      <Muted>{incompatible ?? remoteFailureMessage(def)} The rest of Inscriptions keeps working.</Muted>
      <div>
        <Button type="button" onClick={() => void onRetry()} disabled={busy} aria-busy={busy}>
          Try again
        </Button>
      </div>
    </Panel>
  );
}
