import type { PageMeta } from '../app/page-metadata';
import { Capabilities } from '../features/home/capabilities';
import { Comparison } from '../features/home/comparison';
import { Hero } from '../features/home/hero';
import { ProcessSteps } from '../features/home/process-steps';
import { QuotesSection } from '../features/home/quotes-section';
import '../ui/button.css';
import '../features/home/home.css';

export const meta: PageMeta = {
  title: 'Rewright — Convert Protractor and Selenium tests to Playwright',
  description:
    'Rewright converts Protractor suites, Selenium tests and plain-language test descriptions into Playwright Test. Start with 25 free credits.',
  robots: 'index, follow',
};

export function HomeRoute() {
  return (
    <div className="container">
      <Hero />
      <Comparison />
      <Capabilities />
      <ProcessSteps />
      <QuotesSection />
    </div>
  );
}
