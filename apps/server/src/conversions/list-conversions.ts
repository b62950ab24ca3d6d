import type { ConversionList, ConversionListQuery } from '@rewright/contracts';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { requireCurrentUser } from '../users/current-user';
import { listConversionsOfUser } from './conversion-repository';

/** The caller's own conversions: the user comes from the token, never from the request. */
export async function listConversions(
  db: Db,
  identity: Identity,
  page: ConversionListQuery,
): Promise<ConversionList> {
  const user = await requireCurrentUser(db, identity.sub);
  return listConversionsOfUser(db, user.id, page);
}
