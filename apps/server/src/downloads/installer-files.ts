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

/** What to do when this server has no installer: the repository README tells how to run from source. */
export const FROM_SOURCE_HINT =
  'Run the app from source instead: see “Run the desktop app from source” in the repository README.';

/** The message of a published installer this server was deployed without. */
export function missingInstallerMessage(installer: Installer): string {
  return `This server has no ${installer.name} installer. ${FROM_SOURCE_HINT}`;
}

/** Whether the installer's file is in `downloadsDir` (only the manifest's own names are looked up). */
export async function hasInstallerFile(
  downloadsDir: string,
  installer: Installer,
): Promise<boolean> {
  const stats = await stat(path.join(downloadsDir, installer.file)).catch(() => null);
  return stats?.isFile() ?? false;
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
    throw new AppError('not_found', missingInstallerMessage(installer));
  }
  return { stream: createReadStream(filePath), size: stats.size };
}
