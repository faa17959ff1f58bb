import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from '@inscriptions/shared/router';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, Card, Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';
import { DEFAULT_INSCRIPTION_CATEGORY, UnsavedChangesGuard, useCreateInscription } from '@inscriptions/shared/forms';
import {
  InscriptionFields,
  MissingFieldsNote,
  missingInscriptionFields,
} from '../../common/components/InscriptionFields';
import type { InscriptionFormValue } from '../../common/components/InscriptionFields';

const Page = styled(PageContainer)`
  max-width: 640px;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  flex-wrap: wrap;
  @media (max-width: 600px) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

export const EMPTY_INSCRIPTION: InscriptionFormValue = {
  category: DEFAULT_INSCRIPTION_CATEGORY,
  name: '',
  about: '',
  isPrivate: false,
  logo: null,
};

/** Any change from the defaults (name, about, logo, category other than default, privacy on). */
export function hasNewInscriptionChanges(v: InscriptionFormValue): boolean {
  return (
    v.name !== '' || v.about !== '' || v.logo !== null || v.category !== DEFAULT_INSCRIPTION_CATEGORY || v.isPrivate
  );
}

export function NewInscriptionPage() {
  const navigate = useNavigate();
  const createInscription = useCreateInscription();
  const [value, setValue] = useState<InscriptionFormValue>(EMPTY_INSCRIPTION);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);

  // Navigate only after the guard has re-rendered without blocking.
  useEffect(() => {
    if (created) void navigate(hrefs.selectInscription());
  }, [created, navigate]);

  const missing = missingInscriptionFields(value);
  const incomplete = missing.length > 0;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || incomplete || value.category === '') return;
    setBusy(true);
    const inscription = await createInscription(
      {
        name: value.name.trim(),
        about: value.about.trim(),
        category: value.category,
        isPrivate: value.isPrivate,
      },
      value.logo,
    );
    if (!inscription) {
      setBusy(false);
      return;
    }
    setCreated(true);
  };

  return (
    <Page data-testid="page-NewInscription" aria-labelledby="heading-NewInscription">
      <PageHeading id="heading-NewInscription">New Inscription</PageHeading>
      <Muted>Choose an industry, a name, a description and whether it is private.</Muted>
      <Card as="form" onSubmit={onSubmit} aria-busy={busy} noValidate data-testid="new-inscription-form">
        <InscriptionFields value={value} onChange={setValue} disabled={busy} />
        <MissingFieldsNote id="new-inscription-missing" missing={missing} action="create it" />
        <Actions style={{ marginTop: 24 }}>
          <Button as={Link} to={hrefs.selectInscription()} $variant="secondary">
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={busy || incomplete}
            aria-describedby={incomplete ? 'new-inscription-missing' : undefined}
          >
            {busy ? 'Creating…' : 'Create'}
          </Button>
        </Actions>
      </Card>
      <UnsavedChangesGuard when={!created && hasNewInscriptionChanges(value)} />
    </Page>
  );
}
