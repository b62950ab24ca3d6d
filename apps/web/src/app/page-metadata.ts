/**
 * Page metadata as data. Route modules export a `PageMeta`; the same tags are written into the
 * prerendered HTML (scripts/prerender.ts) and re-applied by the client on every route change
 * (use-document-metadata.ts), so both always agree.
 */
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, SITE_OG_IMAGE } from './og-image';

export const BRAND = 'Rewright';

export type Robots = 'index, follow' | 'noindex, follow' | 'noindex, nofollow';

export interface PageMeta {
  title: string;
  description: string;
  robots: Robots;
  /** False only for the not-found page, which answers for every unknown URL. */
  canonical?: boolean;
  /** Canonical URL when it is not the route's own path: a path (`/documentation?section=x`) or an absolute URL. */
  canonicalPath?: string;
  keywords?: string;
  /**
   * Open Graph overrides; `type` defaults to `website`, title and description to the page's, and
   * the image to the site's card (SITE_OG_IMAGE). Width and height are written only when given;
   * give them for the PNG cards the site makes (1200 × 630), with `imageAlt`.
   */
  openGraph?: {
    type?: string;
    title?: string;
    description?: string;
    image?: string;
    imageWidth?: number;
    imageHeight?: number;
    imageAlt?: string;
  };
  /** Twitter card tags, written only when given; images as path or absolute URL. */
  twitter?: {
    card?: string;
    title?: string;
    description?: string;
    image?: string;
    imageAlt?: string;
  };
  /** `<link rel="alternate" hreflang>` entries; href as path or absolute URL. */
  alternates?: { hreflang: string; href: string }[];
  /** schema.org data, written as `<script type="application/ld+json">` (data, so the CSP allows it). */
  structuredData?: Record<string, unknown>;
}

export function formatTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Element text; only the JSON-LD script has one. */
  text?: string;
}

/** A path is resolved against the public URL; an absolute URL is kept. */
function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}

/** Optional tags as data: only those whose content is given are written. */
function optionalTags(meta: PageMeta, publicUrl: string): HeadTag[] {
  const named = (name: string, content?: string): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { name, content } }] : [];
  const image = (value?: string) => (value ? absoluteUrl(publicUrl, value) : undefined);
  const tags: HeadTag[] = [...named('keywords', meta.keywords)];
  const og = meta.openGraph?.image
    ? meta.openGraph
    : {
        image: SITE_OG_IMAGE.url,
        imageWidth: OG_IMAGE_WIDTH,
        imageHeight: OG_IMAGE_HEIGHT,
        imageAlt: SITE_OG_IMAGE.alt,
      };
  const property = (name: string, content?: string | number): HeadTag[] =>
    content === undefined || content === ''
      ? []
      : [{ tag: 'meta', attrs: { property: name, content: String(content) } }];
  tags.push(
    ...property('og:image', image(og.image)),
    ...property('og:image:width', og.imageWidth),
    ...property('og:image:height', og.imageHeight),
    ...property('og:image:alt', og.imageAlt),
  );
  if (meta.twitter) {
    tags.push(
      ...named('twitter:card', meta.twitter.card ?? 'summary'),
      ...named('twitter:title', meta.twitter.title),
      ...named('twitter:description', meta.twitter.description),
      ...named('twitter:image', image(meta.twitter.image)),
      ...named('twitter:image:alt', meta.twitter.imageAlt),
    );
  }
  for (const { hreflang, href } of meta.alternates ?? []) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang, href: absoluteUrl(publicUrl, href) },
    });
  }
  if (meta.structuredData) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(meta.structuredData),
    });
  }
  return tags;
}

/** Everything but `<title>`, as plain data: `{ tag: 'meta', attrs: { name: 'robots', content } }`. */
export function buildHeadTags(meta: PageMeta, publicUrl: string, path: string): HeadTag[] {
  const title = formatTitle(meta.title);
  const url = absoluteUrl(publicUrl, meta.canonicalPath ?? path);
  const og = meta.openGraph ?? {};
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'robots', content: meta.robots } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: BRAND } },
    { tag: 'meta', attrs: { property: 'og:type', content: og.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: og.title ?? title } },
    {
      tag: 'meta',
      attrs: { property: 'og:description', content: og.description ?? meta.description },
    },
  ];
  if (meta.canonical !== false) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    tags.push({ tag: 'meta', attrs: { property: 'og:url', content: url } });
  }
  tags.push(...optionalTags(meta, publicUrl));
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
  const tags = buildHeadTags(meta, publicUrl, path).map(({ tag, attrs, text }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    // JSON-LD: `<` escaped so the data cannot close its script element.
    if (tag === 'script')
      return `<script ${HEAD_TAG_MARKER} ${attributes}>${(text ?? '').replace(/</g, '\\u003c')}</script>`;
    return `<${tag} ${HEAD_TAG_MARKER} ${attributes} />`;
  });
  return [`<title>${escapeHtml(formatTitle(meta.title))}</title>`, ...tags].join('\n    ');
}

/** The client's counterpart of renderHeadHtml. */
export function applyHeadTags(doc: Document, meta: PageMeta, publicUrl: string, path: string) {
  doc.title = formatTitle(meta.title);
  for (const element of doc.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) element.remove();
  for (const { tag, attrs, text } of buildHeadTags(meta, publicUrl, path)) {
    const element = doc.createElement(tag);
    element.setAttribute(HEAD_TAG_MARKER, '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}
