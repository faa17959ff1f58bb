import { PlaceholderPage } from '@inscriptions/shared/ui';

export function EditProfilePage() {
  return (
    <PlaceholderPage
      routeName="EditProfile"
      title="Edit profile"
      description="Full name, favorite quote, short bio and links."
    />
  );
}
