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

/**
 * One crumb per path segment after Home: `/blog/my-post` → Blog, My Post. Nothing on `/`, and
 * nothing for an unknown path: that is the not-found page, which 404.html prerenders without
 * knowing the URL it will answer for.
 */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, ...rest] = segments;
  if (first === undefined || rest.length > 0) return [];
  const label = SEGMENT_LABELS[first];
  if (!label) return [];
  const crumbs: Crumb[] = [{ label, to: `/${first}` }];
  if (second === undefined) return crumbs;
  if (first !== 'blog') return [];
  crumbs.push({ label: titleFromSlug(decode(second)), to: `/blog/${second}` });
  return crumbs;
}
