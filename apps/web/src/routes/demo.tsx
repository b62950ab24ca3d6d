import type { PageMeta } from '../app/page-metadata';
import { DemoPage } from '../features/demo/demo-page';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

export const meta: PageMeta = {
  title: 'Demo',
  description:
    'See how Rewright turns Protractor, Selenium and natural-language tests into Playwright Test with sample inputs and outputs.',
  robots: 'index, follow',
};

export function DemoRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Demo"
        title="See a conversion"
        lead="Compare sample Protractor, Selenium and natural-language tests with the Playwright code Rewright produces. The demo runs in your browser and makes no server call."
      />
      <DemoPage />
    </div>
  );
}
