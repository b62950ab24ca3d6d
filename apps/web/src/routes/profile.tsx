import { ProfilePage } from '../features/profile/profile-page';

export function ProfileRoute() {
  return <ProfilePage />;
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './profile.meta';
