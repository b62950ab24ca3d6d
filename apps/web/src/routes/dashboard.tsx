import { useAuth } from '../app/auth/use-auth';
import type { PageMeta } from '../app/page-metadata';
import { useProfile } from '../features/profile/use-profile';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';
import './workspace-page.css';

export const meta: PageMeta = {
  title: 'Dashboard',
  description: 'Your Rewright account: pack, credits, downloads and support.',
  robots: 'noindex, follow',
};

export function DashboardRoute() {
  const { user } = useAuth();
  const profile = useProfile();
  const firstName = user?.givenName || user?.username || '';

  return (
    <>
      <PageHeader
        title={`Welcome ${firstName}`}
        lead="Manage your account, download the app, or get support"
      />
      <div className="workspace-page__cards">
        <Card title="Personal Info">
          {profile.status === 'loading' && <p className="workspace-page__muted">Loading...</p>}
          {profile.status === 'ready' && (
            <p className="workspace-page__muted">
              Email: <strong>{profile.profile.email || 'Not provided'}</strong>
            </p>
          )}
          {profile.status === 'error' && (
            <p className="workspace-page__error" role="alert">
              Error: {profile.message}
            </p>
          )}
        </Card>
      </div>
    </>
  );
}
