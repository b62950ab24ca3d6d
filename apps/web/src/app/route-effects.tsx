import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { applyHeadTags } from './page-metadata';
import { resolvePageMeta } from './route-table';
import { useServices } from './services';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Per-navigation side effects, in this order: head metadata (so the page view carries the new
 * title), one page view on load and on every route change, and scrolling — the declarative
 * router leaves scroll position alone, so a new page starts at the top or at its `#anchor`.
 */
export function RouteEffects() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const { config, analytics } = useServices();
  const lastPageViewPath = useRef<string | null>(null);
  const previousUrl = useRef('');
  const initialKey = useRef(key);

  useEffect(() => {
    applyHeadTags(document, resolvePageMeta(pathname), config.publicUrl, pathname);
  }, [pathname, config.publicUrl]);

  useEffect(() => {
    // One page view per page: an #anchor jump or StrictMode's replayed effect is not a new one.
    if (lastPageViewPath.current === pathname) return;
    lastPageViewPath.current = pathname;
    const referrer = previousUrl.current || document.referrer;
    previousUrl.current = `${window.location.origin}${pathname}`;
    analytics.pageView({ path: pathname, title: document.title, referrer });
  }, [pathname, analytics]);

  useEffect(() => {
    // The browser positions the first page itself, and restores position on back/forward.
    if (key === initialKey.current || navigationType === 'POP') return;
    const target = hash ? document.getElementById(decode(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
