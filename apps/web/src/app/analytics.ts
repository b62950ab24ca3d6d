import type { PageView as PageViewBeacon } from '@rewright/contracts';
import type { RuntimeConfig } from './runtime-config';

/**
 * Page-view analytics, deliberately minimal. With an empty `analyticsId` nothing happens at all:
 * no script, no request. With an id, each page view is one small JSON beacon to
 * `analyticsEndpoint` (same origin by default, `{apiBase}/analytics/page-views`, so the CSP's
 * `connect-src 'self'` allows it; the server logs it as a `page_view` event for the analytics
 * pipeline). The body is the contracts' `PageViewSchema`:
 *
 *   { "analyticsId": "G-…", "path": "/pricing", "title": "Pricing | Rewright", "referrer": "" }
 *
 * No cookies, no user id, no query string or fragment (they can carry session ids or login codes).
 */
export interface PageView {
  path: string;
  title: string;
  referrer: string;
}

export interface Analytics {
  readonly enabled: boolean;
  pageView(view: PageView): void;
}

type Send = (endpoint: string, body: string) => void;

function sendBeaconOrFetch(endpoint: string, body: string) {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, blob)) return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => {
    // Analytics must never disturb the page.
  });
}

export function createAnalytics(
  config: Pick<RuntimeConfig, 'analyticsId' | 'analyticsEndpoint'>,
  send: Send = sendBeaconOrFetch,
): Analytics {
  if (!config.analyticsId) return { enabled: false, pageView: () => {} };
  return {
    enabled: true,
    pageView({ path, title, referrer }) {
      send(
        config.analyticsEndpoint,
        JSON.stringify({
          analyticsId: config.analyticsId,
          path,
          title,
          referrer,
        } satisfies PageViewBeacon),
      );
    },
  };
}
