import type { DownloadManifest, DownloadPlatform } from '@rewright/contracts';
import { installers, type Installer } from './installers';

/** The download page's cards. `baseUrl` is where the per-platform routes live. */
export function getDownloadManifest(baseUrl: string): DownloadManifest {
  return {
    baseUrl,
    platforms: {
      windows: toDownloadPlatform(installers.windows),
      macos: toDownloadPlatform(installers.macos),
      linux: toDownloadPlatform(installers.linux),
    },
  };
}

function toDownloadPlatform(installer: Installer): DownloadPlatform {
  const { name, platform, file, size, description, version, fileType, available } = installer;
  return { name, platform, file, size, description, version, fileType, available };
}
