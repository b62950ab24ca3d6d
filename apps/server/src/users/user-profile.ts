import type { UserProfile } from '@rewright/contracts';
import type { UserRow } from './user-repository';

/** The API shape of a stored user (snake_case, as the website reads it). */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    contact_number: row.contactNumber,
    company: row.company,
    role: row.role,
    is_active: row.isActive,
    keycloak_id: row.keycloakId,
    created_at: row.createdAt.toISOString(),
  };
}
