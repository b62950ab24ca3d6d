import type { PageMeta } from '../app/page-metadata';
import { DEFAULT_SECTION, metaForSection } from '../features/docs/doc-sections';

/** The prerendered /documentation is the default section; other sections set their own tags. */
export const meta: PageMeta = metaForSection(DEFAULT_SECTION);
