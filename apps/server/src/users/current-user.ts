import { AppError } from '../app-error';
import type { Queryable } from '../db/database';
import { findUserByKeycloakId, type UserRow } from './user-repository';

/** The caller's stored user; 404 `user_not_found` tells the website to register them first. */
export async function requireCurrentUser(db: Queryable, sub: string): Promise<UserRow> {
  const row = await findUserByKeycloakId(db, sub);
  if (!row)
    throw new AppError('user_not_found', 'No account exists for this sign-in yet. Register first.');
  return row;
}

/**
 * A path or body naming a user must name the caller — by the stored id or by the token's `sub`
 * (the website knows only the latter). Anything else is someone else's account: 403.
 */
export function assertOwnUserId(user: UserRow, named: string): void {
  if (named !== user.id && named !== user.keycloakId) {
    throw new AppError('forbidden', 'You can only access your own account.');
  }
}
