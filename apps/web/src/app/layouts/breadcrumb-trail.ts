import { titleFromSlug } from '../../features/blog/post-slug';

export interface Crumb {
  label: string;
  to: string;
}

/** Friendly label per first path segment. */
const SEGMENT_LABELS: Record<string, string> = {
  features: 'Features',
  pricing: 'Pricing',
  download: 'Download',
  demo: 'Demo',
  contact: 'Contact',
  blog: 'Blog',
  documentation: 'Documentation',
  terms: 'Terms & Conditions',
  'cookie-policy': 'Cookie Policy',
  dashboard: 'Dashboard',
  profile: 'Profile',
  payments: 'Payments',
  'payment-success': 'Payment Success',
  'payment-cancelled': 'Payment Cancelled',
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The slug of a blog post path (`/blog/my-post` → `my-post`), else undefined. */
export function blogPostSlug(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 2 && segments[0] === 'blog' ? decode(segments[1] ?? '') : undefined;
}

/**
 * One crumb per path segment after Home: `/blog/my-post` → Blog, then the post's title when it is
 * known (`postTitle`), else a label made from the slug while the post loads or when there is no
 * such post. Nothing on `/`, and nothing for an unknown path: that is the not-found page, which
 * 404.html prerenders without knowing the URL it will answer for.
 */
export function buildCrumbs(pathname: string, postTitle?: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, ...rest] = segments;
  if (first === undefined || rest.length > 0) return [];
  const label = SEGMENT_LABELS[first];
  if (!label) return [];
  const crumbs: Crumb[] = [{ label, to: `/${first}` }];
  if (second === undefined) return crumbs;
  if (first !== 'blog') return [];
  crumbs.push({ label: postTitle ?? titleFromSlug(decode(second)), to: `/blog/${second}` });
  return crumbs;
}
