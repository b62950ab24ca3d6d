/**
 * The identity provider answers a login by appending these to the return URL (in the fragment,
 * keycloak-js's default response mode, or the query). They must never stay in the address bar:
 * the code is single-use and the URL ends up in history, bookmarks and referrers.
 */
const CALLBACK_PARAMS = new Set([
  'state',
  'code',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'kc_action',
  'kc_action_status',
]);

function splitParams(part: string): string[] {
  return part === '' ? [] : part.split('&');
}

function keyOf(param: string): string {
  const name = param.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function withoutCallbackParams(part: string): string {
  return splitParams(part)
    .filter((param) => !CALLBACK_PARAMS.has(keyOf(param)))
    .join('&');
}

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** `{ pathname: '/x', search: '?a=1&code=c', hash: '#state=s' }` → `'/x?a=1'`. Other anchors survive. */
export function stripCallbackParams({ pathname, search, hash }: UrlParts): string {
  const query = withoutCallbackParams(search.replace(/^\?/, ''));
  const fragment = withoutCallbackParams(hash.replace(/^#/, ''));
  return `${pathname}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}

function paramsOf(part: string): Set<string> {
  return new Set(splitParams(part).map(keyOf));
}

/** True when the URL carries a login answer: a state plus a code or an error. */
export function hasLoginCallback({ search, hash }: Pick<UrlParts, 'search' | 'hash'>): boolean {
  return [search.replace(/^\?/, ''), hash.replace(/^#/, '')].some((part) => {
    const keys = paramsOf(part);
    return keys.has('state') && (keys.has('code') || keys.has('error'));
  });
}
