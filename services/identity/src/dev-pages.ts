import { isIPv4 } from 'node:net';

/**
 * The development pages (recent reset links) hand out a way into any account, so they are only
 * served where nobody else can reach them: when the stand-in listens on loopback, or when
 * someone asks for them explicitly.
 */
export const devPagesModes = ['auto', 'true', 'false'] as const;
export type DevPagesMode = (typeof devPagesModes)[number];

export interface DevPages {
  enabled: boolean;
  /** Why, for the start-up log line. */
  reason: string;
}

export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  return name === 'localhost' || name === '::1' || (isIPv4(name) && name.startsWith('127.'));
}

export function decideDevPages(mode: DevPagesMode, host: string): DevPages {
  if (mode === 'true') {
    return isLoopbackHost(host)
      ? { enabled: true, reason: 'IDENTITY_DEV_PAGES=true' }
      : {
          enabled: true,
          reason: `IDENTITY_DEV_PAGES=true although IDENTITY_HOST=${host} is not loopback: anyone who reaches it can take over any account`,
        };
  }
  if (mode === 'false') return { enabled: false, reason: 'IDENTITY_DEV_PAGES=false' };
  return isLoopbackHost(host)
    ? { enabled: true, reason: `IDENTITY_HOST=${host} is loopback` }
    : {
        enabled: false,
        reason: `IDENTITY_HOST=${host} is not loopback (IDENTITY_DEV_PAGES=true turns them on)`,
      };
}

/** The start-up log's sentence about the development pages. */
export function describeDevPages(devPages: DevPages): string {
  return `development pages (reset links) ${devPages.enabled ? 'on' : 'off'}: ${devPages.reason}`;
}
