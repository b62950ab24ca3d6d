import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { applyHeadTags as ApplyHeadTagsFn, PageMeta } from './page-metadata';
import { loadedPageMeta, loadPageMeta } from './route-table';
import { useServices } from './services';

type ApplyHeadTags = typeof ApplyHeadTagsFn;

// The head-tag writer is not needed for the first paint (prerendered pages carry their tags), so
// it is a chunk of its own, fetched after hydration and kept for every later navigation.
let applyHeadTags: ApplyHeadTags | null = null;
function loadApplyHeadTags(): Promise<ApplyHeadTags> {
  return import('./page-metadata').then((module) => (applyHeadTags = module.applyHeadTags));
}

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
  const { pathname, search, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const { config, analytics } = useServices();
  const lastPageViewPath = useRef<string | null>(null);
  const previousUrl = useRef('');
  const initialKey = useRef(key);

  useEffect(() => {
    // A page's metadata comes with its chunk, and the head-tag writer with its own: at once when
    // both are in, else once they arrive. The prerendered HTML already carries the first page's
    // tags, so crawlers lose nothing.
    let current = true;
    function settle(meta: PageMeta | null, apply: ApplyHeadTags | null) {
      if (!current) return;
      if (meta && apply) apply(document, meta, config.publicUrl, pathname);
      // One page view per page: an #anchor jump or StrictMode's replayed effect is not a new one.
      if (lastPageViewPath.current === pathname) return;
      lastPageViewPath.current = pathname;
      const referrer = previousUrl.current || document.referrer;
      previousUrl.current = `${window.location.origin}${pathname}`;
      analytics.pageView({ path: pathname, title: document.title, referrer });
    }
    const meta = loadedPageMeta(pathname, search);
    if (meta && applyHeadTags) settle(meta, applyHeadTags);
    else {
      // A chunk that fails to load is the error boundary's; the page view is still counted.
      void Promise.all([loadPageMeta(pathname, search), loadApplyHeadTags()]).then(
        ([loaded, apply]) => settle(loaded, apply),
        () => settle(null, null),
      );
    }
    return () => {
      current = false;
    };
  }, [pathname, search, config.publicUrl, analytics]);

  useEffect(() => {
    // The browser positions the first page itself, and restores position on back/forward.
    if (key === initialKey.current || navigationType === 'POP') return;
    const target = hash ? document.getElementById(decode(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
