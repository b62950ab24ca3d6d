import type { RegisterUserRequest, UserProfile } from '@rewright/contracts';
import { grantSignupCredits } from '../credits/signup-grant';
import { isUniqueViolation, type Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { requireCurrentUser } from './current-user';
import { refreshIdentityFields } from './identity-fields';
import { toUserProfile } from './user-profile';
import { findUserByKeycloakId, insertUser } from './user-repository';

/**
 * The caller's stored profile, its e-mail, username and names refreshed from the token when they
 * differ; 404 `user_not_found` tells the website to register them.
 */
export async function getOwnProfile(db: Db, identity: Identity): Promise<UserProfile> {
  const row = await requireCurrentUser(db, identity.sub);
  return toUserProfile(await refreshIdentityFields(db, row, identity));
}

export interface Registration {
  profile: UserProfile;
  /** False when the caller was already registered: the existing profile, nothing written. */
  created: boolean;
}

/**
 * Registers the caller, idempotently. The user and the signup credits are written in one
 * transaction, so either both exist afterwards or neither; a repeat (a retried request, two tabs
 * racing) answers the existing profile and grants nothing. The caller is always the token's `sub`,
 * and e-mail, username and names are the token's claims: the identity provider is their
 * authority (it accepted `josé@example.com`, so this API does too), and no body can claim
 * someone else's address or a name like `admin`. The body adds only what the token lacks. A
 * repeat also corrects those fields from the token (see refreshIdentityFields).
 */
export async function registerUser(
  db: Db,
  identity: Identity,
  request: RegisterUserRequest,
): Promise<Registration> {
  const existing = await findUserByKeycloakId(db, identity.sub);
  if (existing) {
    const row = await refreshIdentityFields(db, existing, identity);
    return { profile: toUserProfile(row), created: false };
  }

  try {
    const row = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        keycloakId: identity.sub,
        username: identity.username || identity.email || identity.sub,
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        contactNumber: request.contact_number ?? '',
        company: request.company ?? '',
        role: request.role ?? '',
      });
      await grantSignupCredits(tx, user);
      return user;
    });
    return { profile: toUserProfile(row), created: true };
  } catch (error) {
    // Two registrations racing: the unique keycloak_id lets exactly one insert win; the loser's
    // transaction (and its grant) rolled back, so it answers the winner's row.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByKeycloakId(db, identity.sub);
    if (!winner) throw error;
    const row = await refreshIdentityFields(db, winner, identity);
    return { profile: toUserProfile(row), created: false };
  }
}
