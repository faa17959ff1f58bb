import { useState } from 'react';
import { useNavigate, useSearchParams } from '@inscriptions/shared/router';
import { deviceTimezone, queryKeys, useCurrentUser, useQueryClient } from '@inscriptions/shared/api';
import { getAccount } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { PageContainer, PageHeading, PageSkeleton, TextAreaInput, TextInput } from '@inscriptions/shared/ui';
import { ImageInput } from '@inscriptions/shared/forms';
import { IMAGE_UPLOAD_ERROR, PROFILE_CREATE_ERROR, saveProfile, uploadProfilePhoto } from '../api/profile';
import { Wizard } from './Wizard';

const STEPS = 3;

interface Initial {
  fullName: string;
  quote: string;
  bio: string;
}

/** Profile in three steps; `?from=reminder` opens the bio step, prefilled from the saved profile. */
export function OnboardingProfilePage() {
  const [params] = useSearchParams();
  const fromReminder = params.get('from') === 'reminder';
  const { data: user, isPending } = useCurrentUser({ enabled: fromReminder });
  if (fromReminder && isPending) {
    return (
      <PageContainer data-testid="page-OnboardingProfile" aria-labelledby="heading-OnboardingProfile">
        <PageHeading id="heading-OnboardingProfile">Your profile</PageHeading>
        <PageSkeleton label="Loading your profile" />
      </PageContainer>
    );
  }
  return (
    <ProfileWizard
      initialStep={fromReminder ? 2 : 0}
      initial={{ fullName: user?.fullName ?? '', quote: user?.quote ?? '', bio: user?.bio ?? '' }}
    />
  );
}

function ProfileWizard({ initialStep, initial }: { initialStep: number; initial: Initial }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(initialStep);
  const [photo, setPhoto] = useState<File | null>(null);
  const [fullName, setFullName] = useState(initial.fullName);
  const [quote, setQuote] = useState(initial.quote);
  const [bio, setBio] = useState(initial.bio);
  const [busy, setBusy] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);

  const nameMissing = fullName.trim() === '';

  const complete = async () => {
    if (nameMissing) {
      setStep(0);
      setNameTouched(true);
      return;
    }
    setBusy(true);
    try {
      const email = getAccount()?.email || undefined;
      const user = await saveProfile({
        fullName: fullName.trim(),
        ...(email ? { email } : {}),
        bio: bio.trim(),
        quote: quote.trim(),
        timezone: deviceTimezone(),
      });
      if (photo && !(await uploadProfilePhoto(user.profileImageUploadUrl, photo))) {
        dispatch(showError(IMAGE_UPLOAD_ERROR));
      }
      // The route guard reads the profile from this cache entry.
      const { profileImageUploadUrl: _upload, ...profile } = user;
      queryClient.setQueryData(queryKeys.user.current(), profile);
      void navigate(hrefs.onboardingReminder());
    } catch (error) {
      // A refused answer was logged with the server's message; a failed request is logged here.
      console.error('create profile failed:', error);
      dispatch(showError(PROFILE_CREATE_ERROR));
      setBusy(false);
    }
  };

  const next = () => {
    if (step === 0 && nameMissing) {
      setNameTouched(true);
      return;
    }
    if (step < STEPS - 1) setStep(step + 1);
    else void complete();
  };
  const back = () => {
    if (step > 0) setStep(step - 1);
    else void navigate(hrefs.onboardingWelcome());
  };

  return (
    <Wizard
      routeName="OnboardingProfile"
      title="Your profile"
      intro={
        step === 0
          ? 'Add a photo and tell us your name.'
          : step === 1
            ? 'What quote keeps you going?'
            : 'Tell us a little about yourself.'
      }
      step={step}
      steps={STEPS}
      onBack={back}
      onNext={next}
      nextLabel={step === STEPS - 1 ? 'Complete Profile' : 'Next'}
      nextDisabled={step === 0 && nameMissing}
      busy={busy}
    >
      {step === 0 ? (
        <>
          <ImageInput label="Photo" file={photo} onChange={setPhoto} disabled={busy} />
          <TextInput
            label="Full Name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            onBlur={() => setNameTouched(true)}
            required
            autoComplete="name"
            error={nameTouched && nameMissing ? 'Full name is required' : null}
          />
        </>
      ) : step === 1 ? (
        <TextAreaInput label="Favorite Quote" value={quote} onChange={(e) => setQuote(e.target.value)} />
      ) : (
        <TextAreaInput label="Short Bio" value={bio} onChange={(e) => setBio(e.target.value)} disabled={busy} />
      )}
    </Wizard>
  );
}
