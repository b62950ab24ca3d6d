import {
  getOwnProfileOperation,
  registerUserOperation,
  type RegisterUserRequest,
  type UserProfile,
} from '../../app/contracts';
import { ApiError, type ApiClient } from '../../app/api-client';
import type { AuthUser } from '../../app/auth/auth-client';

/** `POST /auth/register` failed: the account does not exist yet. `cause` holds the server's answer. */
export class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

// One entry per API client (one per page load) and user. The gate, the dashboard and the profile
// page all ask for the profile as a first sign-in lands, and StrictMode replays their effects:
// they share one `GET /auth/me` and at most one `POST /auth/register`.
interface Account {
  profile: Promise<UserProfile> | null;
  /** Resolves when the account exists: after the first successful load or registration. */
  exists: Promise<void>;
  markExists(): void;
}
const accounts = new WeakMap<ApiClient, Map<string, Account>>();

function accountOf(api: ApiClient, sub: string): Account {
  let map = accounts.get(api);
  if (!map) accounts.set(api, (map = new Map()));
  let account = map.get(sub);
  if (!account) {
    let markExists = () => {};
    const exists = new Promise<void>((resolve) => (markExists = resolve));
    account = { profile: null, exists, markExists };
    map.set(sub, account);
  }
  return account;
}

/**
 * The signed-in user's stored profile. A first sign-in has no server record yet
 * (404 `user_not_found`): it is registered, and the server takes e-mail, username and names from
 * the token, so the body adds nothing. Every caller shares one request chain; a failure is
 * forgotten so a retry asks again. A failed registration rejects with `RegistrationError`.
 */
export function loadOrCreateProfile(api: ApiClient, user: AuthUser): Promise<UserProfile> {
  const account = accountOf(api, user.sub);
  if (account.profile) return account.profile;
  const loading = fetchOrRegister(api);
  account.profile = loading;
  loading.then(
    () => account.markExists(),
    () => {
      if (account.profile === loading) account.profile = null;
    },
  );
  return loading;
}

/**
 * Resolves once the caller's account exists, for pages that need it before their own calls. A
 * failed registration keeps it waiting for a later attempt (the gate shows why, with Retry); any
 * other failure resolves it at once, so the page's own call shows its error.
 */
export function whenAccountExists(api: ApiClient, user: AuthUser): Promise<void> {
  return loadOrCreateProfile(api, user).then(
    () => undefined,
    (error: unknown) =>
      error instanceof RegistrationError ? accountOf(api, user.sub).exists : undefined,
  );
}

/** The profile after a change (the profile page's save), so the next reader sees it. */
export function rememberProfile(api: ApiClient, sub: string, profile: UserProfile): void {
  accountOf(api, sub).profile = Promise.resolve(profile);
}

async function fetchOrRegister(api: ApiClient): Promise<UserProfile> {
  try {
    return await api.call(getOwnProfileOperation);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'user_not_found')) throw error;
  }
  try {
    // 201 with the new profile, or 200 with the one a second tab registered first.
    const body: RegisterUserRequest = {};
    return await api.call(registerUserOperation, { body });
  } catch (error) {
    throw new RegistrationError(error);
  }
}
