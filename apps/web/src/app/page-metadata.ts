/**
 * Page metadata as data. Route modules export a `PageMeta`; the same tags are written into the
 * prerendered HTML (scripts/prerender.ts) and re-applied by the client on every route change
 * (use-document-metadata.ts), so both always agree.
 */
export const BRAND = 'Rewright';

export type Robots = 'index, follow' | 'noindex, follow' | 'noindex, nofollow';

export interface PageMeta {
  title: string;
  description: string;
  robots: Robots;
  /** False only for the not-found page, which answers for every unknown URL. */
  canonical?: boolean;
}

export function formatTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** Everything but `<title>`, as plain data: `{ tag: 'meta', attrs: { name: 'robots', content } }`. */
export function buildHeadTags(meta: PageMeta, publicUrl: string, path: string): HeadTag[] {
  const title = formatTitle(meta.title);
  const url = `${publicUrl}${path}`;
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'robots', content: meta.robots } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: BRAND } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
  ];
  if (meta.canonical !== false) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    tags.push({ tag: 'meta', attrs: { property: 'og:url', content: url } });
  }
  return tags;
}

/** Marks the tags this module owns, so the client can replace exactly those. */
export const HEAD_TAG_MARKER = 'data-page-meta';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The prerender's serialisation: `<title>` plus every head tag. */
export function renderHeadHtml(meta: PageMeta, publicUrl: string, path: string): string {
  const tags = buildHeadTags(meta, publicUrl, path).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${tag} ${HEAD_TAG_MARKER} ${attributes} />`;
  });
  return [`<title>${escapeHtml(formatTitle(meta.title))}</title>`, ...tags].join('\n    ');
}

/** The client's counterpart of renderHeadHtml. */
export function applyHeadTags(doc: Document, meta: PageMeta, publicUrl: string, path: string) {
  doc.title = formatTitle(meta.title);
  for (const element of doc.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) element.remove();
  for (const { tag, attrs } of buildHeadTags(meta, publicUrl, path)) {
    const element = doc.createElement(tag);
    element.setAttribute(HEAD_TAG_MARKER, '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    doc.head.append(element);
  }
}
