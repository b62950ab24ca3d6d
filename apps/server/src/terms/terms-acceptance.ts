import type { AcceptTermsRequest, TermsAccepted, TermsFullInfo } from '@rewright/contracts';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { assertOwnUserId, requireCurrentUser } from '../users/current-user';
import { findUserByKeycloakId } from '../users/user-repository';
import {
  findLatestTermsVersion,
  findTermsAcceptance,
  insertTermsAcceptance,
  type TermsVersionRow,
} from './terms-repository';

async function requireLatestVersion(db: Db): Promise<TermsVersionRow> {
  const version = await findLatestTermsVersion(db);
  if (!version) throw new AppError('not_found', 'No terms of service have been published yet.');
  return version;
}

/**
 * The latest terms and whether the caller accepted exactly that version: publishing a new
 * version makes `accepted` false again for everyone. A caller not yet registered has accepted nothing.
 */
export async function getTermsFullInfo(db: Db, identity: Identity): Promise<TermsFullInfo> {
  const version = await requireLatestVersion(db);
  const user = await findUserByKeycloakId(db, identity.sub);
  const acceptance = user ? await findTermsAcceptance(db, user.id, version.id) : undefined;
  return {
    content: { content: version.content, version: version.version },
    acceptance_status: {
      accepted: acceptance !== undefined,
      accepted_at: acceptance ? acceptance.acceptedAt.toISOString() : null,
    },
  };
}

/** Records the caller's acceptance of the latest version; 409 when already accepted (the website counts that as accepted). */
export async function acceptLatestTerms(
  db: Db,
  identity: Identity,
  request: AcceptTermsRequest,
): Promise<TermsAccepted> {
  const user = await requireCurrentUser(db, identity.sub);
  assertOwnUserId(user, request.user_id);
  const version = await requireLatestVersion(db);
  const acceptance = await insertTermsAcceptance(db, user.id, version.id);
  if (!acceptance) {
    throw new AppError(
      'conflict',
      `You have already accepted version ${version.version} of the terms.`,
    );
  }
  return {
    accepted: true,
    version: version.version,
    accepted_at: acceptance.acceptedAt.toISOString(),
  };
}
