import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from '@inscriptions/shared/router';
import { useInscriptionListCache } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  Modal,
  Muted,
  OwnInscriptionGate,
  PageContainer,
  PageHeading,
  Skeleton,
  styled,
} from '@inscriptions/shared/ui';
import {
  DangerZone,
  FAILED_TO_UPLOAD_LOGO,
  UnsavedChangesGuard,
  isInscriptionCategory,
  uploadLogo,
} from '@inscriptions/shared/forms';
import {
  FAILED_TO_DELETE_INSCRIPTION,
  FAILED_TO_UPDATE_INSCRIPTION,
  deleteInscription,
  updateInscription,
} from '../../common/api/inscriptions';
import {
  InscriptionFields,
  MissingFieldsNote,
  missingInscriptionFields,
} from '../../common/components/InscriptionFields';
import type { InscriptionFormValue } from '../../common/components/InscriptionFields';
import { ExternalAiToggle } from './ExternalAiToggle';
import { QuestionsEditor } from './QuestionsEditor';

const Page = styled(PageContainer)`
  max-width: 640px;
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 24px;
  @media (max-width: 600px) {
    & > * {
      width: 100%;
    }
  }
`;

export const DELETE_INSCRIPTION_TEXT =
  "If you delete this Inscription, all entries will be lost. This action can't be undone.";

/** The shared fields, and whether an external AI may read the private entries (edited here only). */
type DetailsValue = InscriptionFormValue & { allowExternalAi: boolean };

function formOf(i: InscriptionSummary): DetailsValue {
  return {
    category: isInscriptionCategory(i.category) ? i.category : '',
    name: i.name,
    about: i.about,
    isPrivate: i.isPrivate,
    allowExternalAi: i.allowExternalAi,
    logo: null,
  };
}

function changed(a: DetailsValue, b: DetailsValue): boolean {
  return (
    a.category !== b.category ||
    a.name !== b.name ||
    a.about !== b.about ||
    a.isPrivate !== b.isPrivate ||
    a.allowExternalAi !== b.allowExternalAi ||
    a.logo !== b.logo
  );
}

function DetailsForm({ inscription }: { inscription: InscriptionSummary }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cache = useInscriptionListCache();
  const removeFromCache = cache.remove;
  const [saved, setSaved] = useState<DetailsValue>(() => formOf(inscription));
  const [value, setValue] = useState<DetailsValue>(saved);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [questionsDirty, setQuestionsDirty] = useState(false);
  const [logoUrl, setLogoUrl] = useState<string | null>(inscription.logoImageUrl ?? null);

  // After a confirmed delete: leave (the guard no longer blocks), then drop it from the cached list.
  useEffect(() => {
    if (!deleted) return;
    void navigate(hrefs.selectInscription());
    removeFromCache(inscription.id);
  }, [deleted, navigate, removeFromCache, inscription.id]);

  const dirty = changed(value, saved);
  const missing = missingInscriptionFields(value);
  const invalid = missing.length > 0;

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !dirty || invalid || value.category === '') return;
    setBusy(true);
    setStatus(null);
    let updated;
    try {
      updated = await updateInscription({
        id: inscription.id,
        name: value.name.trim(),
        about: value.about.trim(),
        category: value.category,
        isPrivate: value.isPrivate,
        allowExternalAi: value.allowExternalAi,
      });
    } catch {
      dispatch(showError(value.logo ? FAILED_TO_UPLOAD_LOGO : FAILED_TO_UPDATE_INSCRIPTION));
      setBusy(false);
      return;
    }
    cache.replace(updated);
    let preview: string | null = null;
    if (value.logo) {
      preview = await uploadLogo(updated.logoImageUploadUrl, value.logo);
      if (preview) cache.setLogoPreview(updated.id, preview);
      else dispatch(showError(FAILED_TO_UPLOAD_LOGO));
    }
    setLogoUrl(preview ?? updated.logoImageUrl ?? null);
    const next = { ...formOf(updated), logo: null };
    setSaved(next);
    setValue(next);
    setStatus('Changes saved.');
    setBusy(false);
  };

  const onDelete = async () => {
    setBusy(true);
    try {
      await deleteInscription(inscription.id);
    } catch {
      dispatch(showError(FAILED_TO_DELETE_INSCRIPTION));
      setBusy(false);
      setConfirmDelete(false);
      return;
    }
    // Removed locally only once the server confirmed (see the effect above).
    setConfirmDelete(false);
    setDeleted(true);
  };

  return (
    <>
      <Card as="form" onSubmit={onSave} aria-busy={busy} noValidate data-testid="inscription-details-form">
        <InscriptionFields
          value={value}
          onChange={(fields) => setValue((current) => ({ ...current, ...fields }))}
          disabled={busy}
          currentLogoUrl={logoUrl}
        />
        <ExternalAiToggle
          checked={value.allowExternalAi}
          onChange={(allowExternalAi) => setValue((current) => ({ ...current, allowExternalAi }))}
          disabled={busy}
        />
        <MissingFieldsNote id="inscription-details-missing" missing={missing} action="save" />
        <Actions>
          <Button
            type="submit"
            disabled={busy || !dirty || invalid}
            aria-describedby={invalid ? 'inscription-details-missing' : undefined}
          >
            Save changes
          </Button>
        </Actions>
        {status ? (
          <p role="status" data-testid="inscription-saved" style={{ marginBottom: 0 }}>
            {status}
          </p>
        ) : null}
      </Card>
      <QuestionsEditor inscriptionId={inscription.id} onDirtyChange={setQuestionsDirty} />
      <DangerZone description="Deleting this Inscription also deletes all of its entries.">
        <Button type="button" $variant="danger" onClick={() => setConfirmDelete(true)} disabled={busy}>
          Delete
        </Button>
      </DangerZone>
      <Modal
        open={confirmDelete}
        type="delete"
        title={`Delete ${inscription.name}?`}
        description={DELETE_INSCRIPTION_TEXT}
        onClose={() => {
          if (!busy) setConfirmDelete(false);
        }}
        onConfirm={() => void onDelete()}
        busy={busy}
      />
      {/* One guard for the page (a router keeps one blocker): the details' changes or a question's unsaved text. */}
      <UnsavedChangesGuard when={(dirty || questionsDirty) && !deleted} />
    </>
  );
}

export function InscriptionDetailsPage() {
  const { inscriptionId = '' } = useParams();

  return (
    <Page data-testid="page-InscriptionDetails" aria-labelledby="heading-InscriptionDetails">
      <Header>
        <Button as={Link} to={hrefs.selectEntry(inscriptionId)} $variant="ghost" aria-label="Back">
          <span aria-hidden="true">←</span> Back
        </Button>
        <PageHeading id="heading-InscriptionDetails">Edit Inscription</PageHeading>
      </Header>
      <OwnInscriptionGate
        inscriptionId={inscriptionId}
        backTo={{ href: hrefs.selectInscription(), label: 'Back to my Inscriptions' }}
        loading={
          <div role="status" aria-busy="true" data-testid="inscription-loading" style={{ display: 'grid', gap: 12 }}>
            <span className="visually-hidden">Loading the Inscription</span>
            <Skeleton $height="44px" />
            <Skeleton $height="44px" />
            <Skeleton $height="112px" />
          </div>
        }
        retryLabel="Reload"
      >
        {(inscription) => (
          <>
            <Muted>
              Edit the name, description, industry, privacy, logo and AI sharing of this Inscription, and the questions
              it asks.
            </Muted>
            <DetailsForm key={inscription.id} inscription={inscription} />
          </>
        )}
      </OwnInscriptionGate>
    </Page>
  );
}
