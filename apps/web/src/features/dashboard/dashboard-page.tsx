import { useAuth } from '../../app/auth/use-auth';
import { SUPPORT_EMAIL } from '../../app/layouts/site-footer';
import { PageHeader } from '../../ui/page-header';
import {
  CreditsCard,
  displayName,
  PackFeaturesCard,
  PersonalInfoCard,
  SupportCard,
} from './dashboard-cards';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DownloadAppCard } from './download-app-card';
import { UsageCard } from './usage-card';
import { useDashboardStats } from './use-dashboard-stats';
import { useContactInfo } from '../contact/use-contact-info';
import '../../ui/button.css';
import './dashboard.css';

export function DashboardPage() {
  const { user } = useAuth();
  const state = useDashboardStats();
  const contact = useContactInfo();
  // Spec section 8: without a usable answer the card shows the default support address.
  const supportEmail =
    contact.status === 'loading' ? null : 'email' in contact ? contact.email : SUPPORT_EMAIL;
  const stats = state.status === 'loading' ? null : state.stats;
  const firstName = stats?.first_name || user?.givenName || user?.username || '';

  return (
    <>
      <PageHeader
        title={`Welcome ${firstName}`.trim()}
        lead="Manage your account, download the app, or get support"
      />
      {state.status === 'error' && (
        <p className="dashboard__error" role="alert">
          Error: {state.message}
        </p>
      )}
      {stats === null ? (
        <DashboardSkeleton />
      ) : (
        <div className="dashboard__grid">
          <PersonalInfoCard name={displayName(stats)} email={stats.user_email} />
          <SupportCard email={supportEmail} />
          <CreditsCard stats={stats} />
          <PackFeaturesCard features={stats.plan_features} />
          <DownloadAppCard />
          <UsageCard creditsUsed={Math.abs(stats.credits_used)} />
        </div>
      )}
    </>
  );
}
