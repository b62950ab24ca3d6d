import { Link } from 'react-router';
import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

export const meta: PageMeta = {
  title: 'Page not found',
  description: 'This page does not exist yet.',
  robots: 'noindex, nofollow',
  canonical: false,
};

export function NotFoundRoute() {
  return (
    <div className="container">
      <PageHeader
        title="Coming soon"
        lead="This page isn't available yet."
        actions={
          <Link to="/" className="button button--primary">
            Go Home
          </Link>
        }
      />
    </div>
  );
}
