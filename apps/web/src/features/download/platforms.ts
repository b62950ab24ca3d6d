import type { DownloadManifest, DownloadPlatform, Platform } from '@rewright/contracts';

export const PLATFORMS: { platform: Platform; name: string }[] = [
  { platform: 'windows', name: 'Windows' },
  { platform: 'macos', name: 'macOS' },
  { platform: 'linux', name: 'Linux' },
];

/** The section of the repository README that tells how to run the desktop app without an installer. */
export const FROM_SOURCE_SECTION = 'Run the desktop app from source';
export const FROM_SOURCE_HINT = `Run the app from source instead: see “${FROM_SOURCE_SECTION}” in the repository README.`;

/**
 * What a platform's button can do: start a download, nothing yet (announced, spec: "Coming
 * soon"), or nothing on this server (published, but this server was deployed without the file;
 * said before the click, never found out through a 404 after it).
 */
export type InstallerState = 'ready' | 'coming-soon' | 'not-on-this-server';

export function installerState(entry: DownloadPlatform): InstallerState {
  if (!entry.available) return 'coming-soon';
  return entry.onThisServer ? 'ready' : 'not-on-this-server';
}

/** The manifest decides; before it has loaded, Linux is the one that is coming soon (spec section 1). */
export function isAvailable(platform: Platform, manifest: DownloadManifest | null): boolean {
  return manifest ? installerState(manifest.platforms[platform]) === 'ready' : platform !== 'linux';
}

/** The note under a card whose installer this server does not hold; null when it does. */
export function missingInstallerNote(entry: DownloadPlatform): string | null {
  switch (installerState(entry)) {
    case 'ready':
      return null;
    case 'coming-soon':
      return `The ${entry.name} installer is coming soon. Until then, run the app from source: see “${FROM_SOURCE_SECTION}” in the repository README.`;
    case 'not-on-this-server':
      return `This server has no ${entry.name} installer. ${FROM_SOURCE_HINT}`;
  }
}

/** "Windows", "Windows or macOS", "Windows, macOS or Linux". */
export function listPlatformNames(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
