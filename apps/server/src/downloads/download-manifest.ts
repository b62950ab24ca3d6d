import type { DownloadManifest, DownloadPlatform, Platform } from '@rewright/contracts';
import { hasInstallerFile } from './installer-files';
import { installers, type Installer } from './installers';

/**
 * The download page's cards. `baseUrl` is where the per-platform routes live. Whether each file is
 * on this server is looked up on every call (three stats), so an installer copied into
 * DOWNLOADS_DIR shows at once, and the page can say before the click which ones are missing.
 */
export async function getDownloadManifest(
  baseUrl: string,
  downloadsDir: string,
): Promise<DownloadManifest> {
  const entry = async (platform: Platform) =>
    toDownloadPlatform(
      installers[platform],
      installers[platform].available &&
        (await hasInstallerFile(downloadsDir, installers[platform])),
    );
  const [windows, macos, linux] = await Promise.all([
    entry('windows'),
    entry('macos'),
    entry('linux'),
  ]);
  return { baseUrl, platforms: { windows, macos, linux } };
}

function toDownloadPlatform(installer: Installer, onThisServer: boolean): DownloadPlatform {
  const { name, platform, file, size, description, version, fileType, available } = installer;
  return { name, platform, file, size, description, version, fileType, available, onThisServer };
}
