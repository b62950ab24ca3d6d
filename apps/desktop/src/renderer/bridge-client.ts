import {
  APP_TOKEN_HEADER,
  BRIDGE_METHODS,
  type BridgeFailure,
  type DesktopApi,
} from '../shared/bridge';

declare global {
  interface Window {
    /** Set by Electron's preload; absent under `rewright app`. */
    rewright?: DesktopApi;
  }
}

/** A failed call, with the message for the user. */
export class BridgeError extends Error {
  constructor(readonly failure: BridgeFailure) {
    super(failure.message);
  }
}

const TOKEN_KEY = 'rewright-app-token';

/**
 * Electron's preload bridge when there is one; else `rewright app`'s local API. Its token
 * arrives once in the address's fragment (never sent to a server, never in a log); it is moved to
 * session storage and the fragment cleared, so a reload keeps working and the address bar shows none.
 */
export function connectBridge(): DesktopApi {
  if (window.rewright) return window.rewright;
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromFragment) {
    sessionStorage.setItem(TOKEN_KEY, fromFragment);
    history.replaceState(null, '', window.location.pathname);
  }
  const token = sessionStorage.getItem(TOKEN_KEY) ?? '';
  const call = async (method: string, args: unknown[]) => {
    const response = await fetch(`/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [APP_TOKEN_HEADER]: token },
      body: JSON.stringify(args),
    }).catch(() => {
      throw new BridgeError({
        kind: 'unreachable',
        message: 'Rewright stopped: start `rewright app` again',
      });
    });
    const body = (await response.json()) as { result?: unknown; error?: BridgeFailure };
    if (body.error) throw new BridgeError(body.error);
    return body.result ?? undefined;
  };
  return Object.fromEntries(
    BRIDGE_METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as unknown as DesktopApi;
}

/** A message for any failure, bridge or not. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong';
