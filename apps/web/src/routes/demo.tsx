import { DemoPage } from '../features/demo/demo-page';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

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

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './demo.meta';
