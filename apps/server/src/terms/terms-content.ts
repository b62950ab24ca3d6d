import type { TermsContent } from '@rewright/contracts';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import { findLatestTermsVersion } from './terms-repository';

/** The terms of service in force: the latest published version. */
export async function getCurrentTermsContent(db: Db): Promise<TermsContent> {
  const row = await findLatestTermsVersion(db);
  if (!row) throw new AppError('not_found', 'No terms of service have been published yet.');
  return { content: row.content, version: row.version };
}
