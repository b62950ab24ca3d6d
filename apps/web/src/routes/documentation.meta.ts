import type { PageMeta } from '../app/page-metadata';
import { DEFAULT_SECTION, metaForSection, resolveSectionId } from '../features/docs/doc-sections';

/** The bare /documentation is the default section. */
export const meta: PageMeta = metaForSection(DEFAULT_SECTION);

/** Each section has its own title, canonical and alternate URLs, and JSON-LD (`?section=`). */
export function metaForSearch(search: string): PageMeta {
  return metaForSection(resolveSectionId(new URLSearchParams(search).get('section')));
}
