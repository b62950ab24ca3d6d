import type { PlanFeatures, WebsiteDashboardStats } from '@rewright/contracts';
import { Link } from 'react-router';
import { Card } from '../../ui/card';
import { featureLabel } from '../pricing/plan-kind';
import { packFeaturesOf, summariseCredits } from './credits-summary';

const NOT_PROVIDED = 'Not provided';

/** First and last name; the username only when both are empty. */
export function displayName(
  stats: Pick<WebsiteDashboardStats, 'first_name' | 'last_name' | 'user_name'>,
): string {
  const full = [stats.first_name, stats.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return full || stats.user_name.trim();
}

export function PersonalInfoCard({ name, email }: { name: string; email: string }) {
  return (
    <Card title="Personal Info">
      <dl className="dashboard__facts">
        <dt>Name</dt>
        <dd>{name || NOT_PROVIDED}</dd>
        <dt>Email</dt>
        <dd>{email || NOT_PROVIDED}</dd>
      </dl>
      <Link to="/profile" className="button button--secondary dashboard__action">
        Manage Profile
      </Link>
    </Card>
  );
}

export function SupportCard({ email }: { email: string | null }) {
  return (
    <Card title="Need Support?">
      <p className="dashboard__muted">
        Questions about your pack, credits or the app? Write to us.
      </p>
      <dl className="dashboard__facts">
        <dt>Email Support</dt>
        <dd>{email === null ? 'Loading...' : <a href={`mailto:${email}`}>{email}</a>}</dd>
      </dl>
    </Card>
  );
}

export function CreditsCard({ stats }: { stats: WebsiteDashboardStats }) {
  const credits = summariseCredits(stats.total_credits, stats.credits_used);
  return (
    <Card title="Pack & Credits">
      <div className="dashboard__pack">
        <span className="dashboard__badge">{stats.current_plan || 'Standard'}</span>
        <span className="dashboard__muted">No Expiration</span>
        <Link to="/payments" className="button button--primary dashboard__upgrade">
          Upgrade
        </Link>
      </div>
      <p className="dashboard__credits">
        <strong>{credits.remaining}</strong> of {credits.total} credits available
      </p>
      <div
        className="dashboard__bar"
        role="progressbar"
        aria-label="Credits used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={credits.barPercent}
        aria-valuetext={`${credits.usagePercent}% used`}
      >
        <span className="dashboard__bar-fill" style={{ width: `${credits.barPercent}%` }} />
      </div>
      <p className="dashboard__muted dashboard__usage">
        <span>{credits.usagePercent}% used</span>
        <span>{credits.used} credits used during this period</span>
      </p>
    </Card>
  );
}

export function PackFeaturesCard({ features }: { features: PlanFeatures }) {
  const { active_features, inactive_features } = packFeaturesOf(features);
  return (
    <Card title="Pack Features">
      <ul className="dashboard__features" aria-label="Pack features">
        {active_features.map((feature) => (
          <li key={feature}>
            <span className="dashboard__check" aria-hidden="true">
              ✓
            </span>
            {featureLabel(feature)}
          </li>
        ))}
        {inactive_features.map((feature) => (
          <li key={feature} className="dashboard__feature--inactive">
            <span className="dashboard__cross" aria-hidden="true">
              ✕
            </span>
            <span className="visually-hidden">Not included: </span>
            {featureLabel(feature)}
          </li>
        ))}
      </ul>
      <Link to="/payments" className="dashboard__link">
        Compare all packs
      </Link>
    </Card>
  );
}
