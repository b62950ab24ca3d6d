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
 * The signed-in user's stored profile, registering a first sign-in (the server takes e-mail,
 * username and names from the token, so the body adds nothing). `freshSignIn` (this page load
 * finished an interactive sign-in) registers first: registration is idempotent and answers the
 * profile, existing (200) or new (201), so a brand-new account never meets `GET /auth/me`'s
 * "not registered yet" 404, which the browser logs as a failed request. Any other load asks
 * `GET /auth/me` and registers on that 404. Every caller shares one request chain; a failure is
 * forgotten so a retry asks again. A failed registration rejects with `RegistrationError`.
 */
export function loadOrCreateProfile(
  api: ApiClient,
  user: AuthUser,
  freshSignIn: boolean,
): Promise<UserProfile> {
  const account = accountOf(api, user.sub);
  if (account.profile) return account.profile;
  const loading = freshSignIn ? registerOrFetch(api) : fetchOrRegister(api);
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
export function whenAccountExists(
  api: ApiClient,
  user: AuthUser,
  freshSignIn: boolean,
): Promise<void> {
  return loadOrCreateProfile(api, user, freshSignIn).then(
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
    return await register(api);
  } catch (error) {
    throw new RegistrationError(error);
  }
}

async function registerOrFetch(api: ApiClient): Promise<UserProfile> {
  let registrationError: unknown;
  try {
    return await register(api);
  } catch (error) {
    registrationError = error;
  }
  // The account may exist all the same: a returning user is not told their account could not be
  // created because registration failed (its answer would have been their profile).
  try {
    return await api.call(getOwnProfileOperation);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'user_not_found') {
      throw new RegistrationError(registrationError);
    }
    throw error;
  }
}

/** 201 with the new profile, or 200 with the existing one (a returning user, a second tab). */
function register(api: ApiClient): Promise<UserProfile> {
  const body: RegisterUserRequest = {};
  return api.call(registerUserOperation, { body });
}
