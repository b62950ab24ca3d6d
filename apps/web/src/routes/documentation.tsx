import type { PageMeta } from '../app/page-metadata';
import { DEFAULT_SECTION, metaForSection } from '../features/docs/doc-sections';
import { DocumentationPage } from '../features/docs/documentation-page';
import { PageHeader } from '../ui/page-header';

/** The prerendered /documentation is the default section; other sections set their own tags. */
export const meta: PageMeta = metaForSection(DEFAULT_SECTION);

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
