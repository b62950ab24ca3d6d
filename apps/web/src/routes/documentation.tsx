import { DocumentationPage } from '../features/docs/documentation-page';
import { PageHeader } from '../ui/page-header';

export function DocumentationRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Documentation"
        title="User Guide"
        lead="Complete guide to getting started and using the product effectively."
      />
      <DocumentationPage />
    </div>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta, metaForSearch } from './documentation.meta';
