import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Platform } from '@rewright/contracts';
import { AppError } from '../app-error';
import { installers, type Installer } from './installers';

/** Throws 404 for a platform whose installer is announced but not published yet. */
export function requirePublishedInstaller(platform: Platform): Installer {
  const installer = installers[platform];
  if (!installer.available)
    throw new AppError('not_found', `The ${installer.name} app is coming soon.`);
  return installer;
}

export interface InstallerFile {
  stream: ReadStream;
  size: number;
}

/**
 * Opens the platform's installer in `downloadsDir`. Only the manifest's own file names are ever
 * joined to the folder, so no request can name another file. A missing file is a 404 that says so.
 */
export async function openInstallerFile(
  downloadsDir: string,
  installer: Installer,
): Promise<InstallerFile> {
  const filePath = path.join(downloadsDir, installer.file);
  const stats = await stat(filePath).catch(() => null);
  if (!stats?.isFile()) {
    throw new AppError(
      'not_found',
      `The ${installer.name} installer is not available on this server yet.`,
    );
  }
  return { stream: createReadStream(filePath), size: stats.size };
}
