import { useRef, useState } from 'react';
import { useNavigate } from '@inscriptions/shared/router';
import { UNSAVED_CHANGES_ENTRY_TITLE } from '@inscriptions/contracts';
import { FAILED_TO_GET_PROFILE, queryKeys, useCurrentUser, useQueryClient } from '@inscriptions/shared/api';
import type { CurrentUser } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  PageContainer,
  PageHeading,
  PageSkeleton,
  TextAreaInput,
  TextInput,
  styled,
} from '@inscriptions/shared/ui';
import { ImageInput, UnsavedChangesGuard } from '@inscriptions/shared/forms';
import { FAILED_TO_UPDATE_USER, FAILED_TO_UPLOAD_IMAGE, saveProfile, uploadPhoto } from '../api/profile';
import type { ProfileFields } from '../api/profile';
import { SocialLinksEditor } from './SocialLinksEditor';

export const FULL_NAME_REQUIRED = 'Full name is required';

const Form = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** EditProfile: photo, Full Name (required), Favorite Quote, Short Bio, and the links. */
export function EditProfilePage() {
  const user = useCurrentUser();
  return (
    <PageContainer data-testid="page-EditProfile" aria-labelledby="heading-EditProfile">
      <PageHeading id="heading-EditProfile">Edit profile</PageHeading>
      {user.isPending ? (
        <PageSkeleton label="Loading your profile" />
      ) : user.isError || !user.data ? (
        <Card role="alert">{FAILED_TO_GET_PROFILE}</Card>
      ) : (
        <ProfileForm user={user.data} />
      )}
      <SocialLinksEditor />
    </PageContainer>
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const initial: ProfileFields = { fullName: user.fullName, quote: user.quote ?? '', bio: user.bio ?? '' };
  const [fields, setFields] = useState(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  // Set right before leaving after a save (see UnsavedChangesGuard).
  const leaving = useRef(false);

  const changed =
    photo !== null ||
    fields.fullName !== initial.fullName ||
    fields.quote !== initial.quote ||
    fields.bio !== initial.bio;
  const nameMissing = fields.fullName.trim() === '';
  const set = (name: keyof ProfileFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const save = async () => {
    // Save stays enabled: pressed with the name empty, it says why and takes the person to the field.
    if (nameMissing) {
      setNameTouched(true);
      nameInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { user: saved, uploadUrl } = await saveProfile(fields);
      queryClient.setQueryData(queryKeys.user.current(), saved);
      if (photo) {
        if (await uploadPhoto(uploadUrl, photo)) {
          // The photo's signed download URL comes with a fresh read of the profile.
          await queryClient.invalidateQueries({ queryKey: queryKeys.user.current() });
        } else dispatch(showError(FAILED_TO_UPLOAD_IMAGE));
      }
      leaving.current = true;
      void navigate(hrefs.profile());
    } catch {
      dispatch(showError(FAILED_TO_UPDATE_USER));
      setBusy(false);
    }
  };

  return (
    <>
      <Form
        aria-label="Profile"
        noValidate
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          void save();
        }}
      >
        <ImageInput label="Photo" file={photo} onChange={setPhoto} currentUrl={user.profileImageUrl} disabled={busy} />
        <TextInput
          ref={nameInput}
          label="Full Name"
          value={fields.fullName}
          onChange={set('fullName')}
          onBlur={() => setNameTouched(true)}
          required
          autoComplete="name"
          disabled={busy}
          error={nameTouched && nameMissing ? FULL_NAME_REQUIRED : null}
        />
        <TextAreaInput label="Favorite Quote" value={fields.quote} onChange={set('quote')} disabled={busy} />
        <TextAreaInput label="Short Bio" value={fields.bio} onChange={set('bio')} disabled={busy} />
        {changed ? (
          <div>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              Save changes
            </Button>
          </div>
        ) : null}
      </Form>
      <UnsavedChangesGuard when={changed} title={UNSAVED_CHANGES_ENTRY_TITLE} bypassRef={leaving} />
    </>
  );
}
