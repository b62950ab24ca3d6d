import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

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
