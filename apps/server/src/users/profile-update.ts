import type { UpdateProfileRequest, UserProfile } from '@rewright/contracts';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { requireCurrentUser } from './current-user';
import { refreshIdentityFields } from './identity-fields';
import { toUserProfile } from './user-profile';
import { updateUser, type UserRow } from './user-repository';

/**
 * Fields the identity provider owns (spec: username, email, first and last name are always
 * read-only). The website may send them unchanged; a different value is refused, naming the field.
 * They are compared after the stored row is refreshed from the token, so the identity provider's
 * current values are always accepted, and a change made there is never refused here.
 */
const readOnlyFields = [
  { field: 'name', label: 'username', stored: (row: UserRow) => row.username },
  { field: 'email', label: 'email address', stored: (row: UserRow) => row.email },
  { field: 'first_name', label: 'first name', stored: (row: UserRow) => row.firstName },
  { field: 'last_name', label: 'last name', stored: (row: UserRow) => row.lastName },
] as const;

/** Saves the caller's editable fields (contact_number, company, role) and answers the new profile. */
export async function updateOwnProfile(
  db: Db,
  identity: Identity,
  request: UpdateProfileRequest,
): Promise<UserProfile> {
  const row = await refreshIdentityFields(db, await requireCurrentUser(db, identity.sub), identity);

  for (const { field, label, stored } of readOnlyFields) {
    const sent = request[field];
    if (sent !== undefined && sent.trim() !== stored(row)) {
      throw new AppError(
        'invalid_input',
        `${field}: your ${label} comes from your sign-in account and cannot be changed here.`,
      );
    }
  }

  const changes = {
    ...(request.contact_number !== undefined ? { contactNumber: request.contact_number } : {}),
    ...(request.company !== undefined ? { company: request.company } : {}),
    ...(request.role !== undefined ? { role: request.role } : {}),
  };
  if (Object.keys(changes).length === 0) return toUserProfile(row);
  return toUserProfile(await updateUser(db, row.id, changes));
}
