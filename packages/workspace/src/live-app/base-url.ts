/**
 * `--base-url`: the address of the running app the natural-language steps are resolved against.
 * Checked before anything is converted or charged: an address that is not http(s), or an app that
 * does not answer, stops the run with a message saying so — nothing converted, written or taken.
 */
import { WorkspaceError } from '../errors';

const NOTHING_LOST = 'Nothing was converted, written or charged.';

/** How the address is named in messages: the CLI's option, or the desktop app's field. */
export interface BaseUrlWording {
  /** Starts the message, e.g. `--base-url` or `The base URL`. */
  name: string;
  /** What to convert without, e.g. `--base-url` or `a base URL`. */
  without: string;
}

const CLI_WORDING: BaseUrlWording = { name: '--base-url', without: '--base-url' };

/** The address as a URL string ending in `/` for a bare origin; throws for one that is not http(s). */
export function parseBaseUrl(raw: string, wording: BaseUrlWording = CLI_WORDING): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WorkspaceError(
      'unreadable-input',
      `${wording.name} '${raw}' is not an address: give the running app's, such as http://localhost:4200/. ${NOTHING_LOST}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WorkspaceError(
      'unreadable-input',
      `${wording.name} '${raw}' is not an http or https address. ${NOTHING_LOST}`,
    );
  }
  return url.href;
}

/**
 * The address, once the app answered it (any HTTP status: a 404 at the root is still an app that
 * runs). A refused connection, an unknown host or no answer within `timeoutMs` throws.
 */
export async function checkBaseUrl(
  raw: string,
  options: { timeoutMs?: number; fetch?: typeof fetch; wording?: BaseUrlWording } = {},
): Promise<string> {
  const wording = options.wording ?? CLI_WORDING;
  const url = parseBaseUrl(raw, wording);
  const get = options.fetch ?? fetch;
  try {
    const response = await get(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined) ?? error) : error;
    const reason =
      cause instanceof Error
        ? cause.name === 'TimeoutError'
          ? 'no answer in time'
          : ((cause as { code?: string }).code ?? cause.message)
        : String(cause);
    throw new WorkspaceError(
      'unreadable-input',
      `${wording.name} ${url}: the app did not answer (${reason}). Start it, or convert without ${wording.without} (locators then follow the wording, unverified). ${NOTHING_LOST}`,
      { cause: error },
    );
  }
  return url;
}
