/**
 * Pages that send a visitor to sign in (pricing, demo, downloads) may leave a path in
 * `sessionStorage.redirectAfterLogin`; after sign-in the visitor continues there. Session storage
 * is writable by any script on the origin and survives across pages, so the value is treated as
 * untrusted: only a same-origin path is followed, never `//host`, `/\host` or `scheme:…`.
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

const PROBE_ORIGIN = 'https://rewright.invalid';

export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  if (value.startsWith('//') || value.includes('\\')) return false;
  // Control characters and whitespace are stripped by URL parsers and can hide a `//`.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f) return false;
  }
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Reads and always clears the stored path; returns it only when it is safe to follow. */
export function takeRedirectAfterLogin(storage: Storage): string | null {
  const value = storage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  if (value === null) return null;
  storage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  if (isSafeRedirectPath(value)) return value;
  console.warn('[rewright] Ignored an unsafe redirectAfterLogin value.');
  return null;
}

/** Where to go after an interactive sign-in, or null to stay: the stored path, else / → /dashboard. */
export function resolvePostLoginTarget(storage: Storage, pathname: string): string | null {
  return takeRedirectAfterLogin(storage) ?? (pathname === '/' ? '/dashboard' : null);
}
