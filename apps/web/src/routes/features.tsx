import { Link } from 'react-router';
import type { PageMeta } from '../app/page-metadata';
import { FeatureSections } from '../features/features/feature-sections';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';
import '../features/features/features.css';

export const meta: PageMeta = {
  title: 'Features',
  description:
    'How Rewright converts Protractor, Selenium and natural-language tests into Playwright Test: locators, waits, assertions and page objects.',
  robots: 'index, follow',
};

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
