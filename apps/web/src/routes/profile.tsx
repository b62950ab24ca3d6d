import { ProfilePage } from '../features/profile/profile-page';

export function ProfileRoute() {
  return <ProfilePage />;
}
