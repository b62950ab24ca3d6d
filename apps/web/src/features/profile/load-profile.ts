import {
  getOwnProfileOperation,
  registerUserOperation,
  RegisterUserRequestSchema,
  type UserProfile,
} from '../../app/contracts';
import { ApiError, type ApiClient } from '../../app/api-client';
import type { AuthUser } from '../../app/auth/auth-client';

/**
 * The signed-in user's stored profile. A first sign-in has no server record yet
 * (404 `user_not_found`): it is created from the token's claims, then read back.
 */
export async function loadOrCreateProfile(api: ApiClient, user: AuthUser): Promise<UserProfile> {
  try {
    return await api.call(getOwnProfileOperation);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'user_not_found')) throw error;
  }

  const request = RegisterUserRequestSchema.parse({
    email: user.email,
    username: user.username || user.email,
    first_name: user.givenName,
    last_name: user.familyName,
    contact_number: '',
    is_active: true,
    keycloak_id: user.sub,
  });
  try {
    await api.call(registerUserOperation, { body: request });
  } catch (error) {
    // A second tab (or StrictMode's replayed effect) may have registered first.
    if (!(error instanceof ApiError && error.code === 'conflict')) throw error;
  }
  return api.call(getOwnProfileOperation);
}
