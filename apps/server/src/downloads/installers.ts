import type { Platform } from '@rewright/contracts';

/** One published (or announced) desktop installer. */
export interface Installer {
  name: string;
  platform: Platform;
  /** File name in DOWNLOADS_DIR and in the browser's Save dialog. */
  file: string;
  size: string;
  description: string;
  version: string;
  /** What the card's button names: "Download .exe". */
  fileType: string;
  contentType: string;
  /** False while the installer is announced but not published (Linux: "Coming soon"). */
  available: boolean;
}

/** The installers of spec section 9 (version v1.0.0; sizes of the first reading: 197/154/117 MB). */
export const installers: Record<Platform, Installer> = {
  windows: {
    name: 'Windows',
    platform: 'windows',
    file: 'Rewright-Setup-1.0.0.exe',
    size: '197 MB',
    description: 'Windows 10/11 (64-bit) installer',
    version: 'v1.0.0',
    fileType: '.exe',
    contentType: 'application/vnd.microsoft.portable-executable',
    available: true,
  },
  macos: {
    name: 'macOS',
    platform: 'macos',
    file: 'Rewright-1.0.0-arm64.dmg',
    size: '154 MB',
    description: 'macOS 10.15 or later on Apple silicon (arm64), disk image',
    version: 'v1.0.0',
    fileType: '.dmg',
    contentType: 'application/x-apple-diskimage',
    available: true,
  },
  linux: {
    name: 'Linux',
    platform: 'linux',
    file: 'Rewright-1.0.0-linux-amd64.tar.gz',
    size: '117 MB',
    description: 'Ubuntu, Debian, Fedora and more (amd64), archive',
    version: 'v1.0.0',
    fileType: '.tar.gz',
    contentType: 'application/gzip',
    available: false,
  },
};
