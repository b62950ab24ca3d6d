import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';

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
    </div>
  );
}
