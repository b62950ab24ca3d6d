import { Link } from 'react-router';
import { FeatureSections } from '../features/features/feature-sections';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';
import '../features/features/features.css';

export function FeaturesRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Features"
        title="From legacy suites to Playwright, test by test"
        lead="Rewright reads your Protractor and Selenium tests or plain-language test descriptions and writes Playwright Test code with web-first assertions and no fixed sleeps."
        actions={
          <>
            <Link to="/pricing" className="button button--primary">
              See pricing
            </Link>
            <Link to="/demo" className="button button--secondary">
              Try the demo
            </Link>
          </>
        }
      />
      <FeatureSections />
    </div>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './features.meta';
