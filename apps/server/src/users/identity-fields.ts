import type { Queryable } from '../db/database';
import type { Identity } from '../identity/access-token';
import { updateUser, type UserRow } from './user-repository';

type IdentityFields = Pick<UserRow, 'username' | 'email' | 'firstName' | 'lastName'>;

/**
 * The fields the identity provider owns, as the verified token states them. A claim the token does
 * not carry (empty: a client whose scopes leave it out) states nothing, so the stored value stays.
 */
function identityFieldsOf(identity: Identity): Partial<IdentityFields> {
  const fields: Partial<IdentityFields> = {};
  if (identity.username) fields.username = identity.username;
  if (identity.email) fields.email = identity.email;
  if (identity.firstName) fields.firstName = identity.firstName;
  if (identity.lastName) fields.lastName = identity.lastName;
  return fields;
}

/**
 * Brings a stored user's e-mail, username and names in line with the verified token (issue 10,
 * item 6: they come from the token, so an address or name changed at the identity provider, or a
 * profile stored from an older body, is corrected at the next sign-in). Writes only when something
 * differs; answers the row as it now is.
 */
export async function refreshIdentityFields(
  db: Queryable,
  row: UserRow,
  identity: Identity,
): Promise<UserRow> {
  const stated = identityFieldsOf(identity);
  const changes = Object.fromEntries(
    Object.entries(stated).filter(([field, value]) => row[field as keyof IdentityFields] !== value),
  ) as Partial<IdentityFields>;
  if (Object.keys(changes).length === 0) return row;
  return updateUser(db, row.id, changes);
}
