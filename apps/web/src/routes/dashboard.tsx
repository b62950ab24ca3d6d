import { DashboardPage } from '../features/dashboard/dashboard-page';

export function DashboardRoute() {
  return <DashboardPage />;
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './dashboard.meta';
