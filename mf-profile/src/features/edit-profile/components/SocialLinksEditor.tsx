import { useCallback, useState } from 'react';
import { MutationError, queryKeys, useQueryClient } from '@inscriptions/shared/api';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Card, Modal, Muted, Skeleton, styled } from '@inscriptions/shared/ui';
import { SocialLinkList } from '../../common/components/SocialLinkList';
import {
  FAILED_TO_CREATE_SOCIAL,
  FAILED_TO_DELETE_SOCIAL,
  FAILED_TO_GET_SOCIALS,
  addSocial,
  removeSocial,
  useSocials,
} from '../../common/api/socials';
import type { Social } from '../../common/api/socials';

export const DELETE_SOCIAL_TITLE = 'Are you sure you want to delete this social link?';
export const DELETE_SOCIAL_TEXT = 'You can always add this link back if you change your mind.';

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;
const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/**
 * The social links of EditProfile. Adding and deleting save at once (they are not part of the
 * form's Save): a link is added by URL, its platform guessed from it; only http(s) is accepted.
 */
export function SocialLinksEditor() {
  const socials = useSocials();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Social | null>(null);
  const [busy, setBusy] = useState(false);
  const key = queryKeys.user.socials();
  const closeAdd = useCallback(() => setAdding(false), []);
  const closeDelete = useCallback(() => setToDelete(null), []);

  const add = async (url: string) => {
    setBusy(true);
    setAddError(null);
    try {
      const created = await addSocial(url);
      queryClient.setQueryData<Social[]>(key, (list) => [...(list ?? []), created]);
      setAdding(false);
    } catch (error) {
      // A refused link stays in the modal with its reason; any other failure is the banner's.
      if (error instanceof MutationError && error.code === '400') setAddError(error.userMessage);
      else {
        setAdding(false);
        dispatch(showError(FAILED_TO_CREATE_SOCIAL));
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async (social: Social) => {
    setBusy(true);
    try {
      await removeSocial(social.id);
      queryClient.setQueryData<Social[]>(key, (list) => list?.filter((s) => s.id !== social.id));
    } catch {
      dispatch(showError(FAILED_TO_DELETE_SOCIAL));
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  return (
    <Body as="section" aria-labelledby="heading-edit-socials">
      <Title id="heading-edit-socials">Links</Title>
      {socials.isPending ? (
        <Skeleton $height="44px" />
      ) : socials.isError ? (
        <p role="alert">{FAILED_TO_GET_SOCIALS}</p>
      ) : socials.data.length === 0 ? (
        <Muted>No links yet.</Muted>
      ) : (
        <SocialLinkList
          socials={socials.data}
          action={(s) => (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setToDelete(s)}
              aria-label={`Delete ${s.platformUserUrl}`}
            >
              Delete
            </Button>
          )}
        />
      )}
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setAddError(null);
            setAdding(true);
          }}
        >
          Add link
        </Button>
      </div>
      {adding ? (
        <Modal
          open
          type="add"
          title="Add a link"
          description="Paste the address of your profile or website (http or https)."
          inputLabel="Link URL"
          inputType="url"
          inputError={addError}
          busy={busy}
          onClose={closeAdd}
          onConfirm={(value) => void add(typeof value === 'string' ? value : '')}
        />
      ) : null}
      <Modal
        open={toDelete !== null}
        type="delete"
        title={DELETE_SOCIAL_TITLE}
        description={DELETE_SOCIAL_TEXT}
        busy={busy}
        onClose={closeDelete}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </Body>
  );
}
