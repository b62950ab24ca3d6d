import type { RegisterUserRequest, UserProfile } from '@rewright/contracts';
import { AppError } from '../app-error';
import { grantSignupCredits } from '../credits/signup-grant';
import { isUniqueViolation, type Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { toUserProfile } from './user-profile';
import { findUserByKeycloakId, insertUser } from './user-repository';

/** The caller's stored profile; 404 `user_not_found` tells the website to register them. */
export async function getOwnProfile(db: Db, identity: Identity): Promise<UserProfile> {
  const row = await findUserByKeycloakId(db, identity.sub);
  if (!row)
    throw new AppError('user_not_found', 'No account exists for this sign-in yet. Register first.');
  return toUserProfile(row);
}

/**
 * Creates the caller's user and grants the signup credits in one transaction: either both exist
 * afterwards or neither. Only the caller can register themselves (keycloak_id must be their `sub`).
 */
export async function registerUser(
  db: Db,
  identity: Identity,
  request: RegisterUserRequest,
): Promise<UserProfile> {
  if (request.keycloak_id !== identity.sub) {
    throw new AppError('forbidden', 'You can only register your own account.');
  }
  const conflict = () => new AppError('conflict', 'This account is already registered.');
  if (await findUserByKeycloakId(db, identity.sub)) throw conflict();

  try {
    const row = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        keycloakId: identity.sub,
        username: request.username,
        email: request.email,
        firstName: request.first_name,
        lastName: request.last_name,
        contactNumber: request.contact_number,
        isActive: request.is_active,
      });
      await grantSignupCredits(tx, user);
      return user;
    });
    return toUserProfile(row);
  } catch (error) {
    // Two registrations racing: the unique keycloak_id lets exactly one win.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
