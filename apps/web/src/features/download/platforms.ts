import type { DownloadManifest, Platform } from '@rewright/contracts';

export const PLATFORMS: { platform: Platform; name: string }[] = [
  { platform: 'windows', name: 'Windows' },
  { platform: 'macos', name: 'macOS' },
  { platform: 'linux', name: 'Linux' },
];

/** The manifest decides; before it has loaded, Linux is the one that is coming soon (spec section 1). */
export function isAvailable(platform: Platform, manifest: DownloadManifest | null): boolean {
  return manifest ? manifest.platforms[platform].available : platform !== 'linux';
}
