import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { signedInUser } from '../../app/auth/fake-auth-client';
import {
  getOwnProfileOperation,
  getTermsFullInfoOperation,
  registerUserOperation,
} from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { SIGNUP_FLOW_KEY } from '../../app/auth/start-sign-up';
import { checkTermsGate, isSignupFlow } from './check-terms-gate';

const profile = {
  id: 'id-1',
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  contact_number: '',
  company: '',
  role: '',
  is_active: true,
  keycloak_id: 'u-1',
  created_at: '2026-01-01T00:00:00.000Z',
};
const termsInfo = (accepted: boolean) => ({
  content: { content: 'Be kind.', version: '1.0' },
  acceptance_status: { accepted, accepted_at: accepted ? '2026-01-01T00:00:00.000Z' : null },
});

/** Each call to `me` / `terms` answers the next value of its list (an Error is thrown). */
function apiAnswering(answers: { me?: unknown[]; terms?: unknown[] }) {
  const next =
    (queue: unknown[] = []) =>
    async () => {
      const answer = queue.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    };
  const register = vi.fn(async () => profile);
  const api = createFakeApiClient()
    .on(getOwnProfileOperation, next(answers.me))
    .on(getTermsFullInfoOperation, next(answers.terms))
    .on(registerUserOperation, register);
  return Object.assign(api, { register });
}

afterEach(() => sessionStorage.clear());

describe('checkTermsGate', () => {
  it('lets a known user who accepted the terms through', async () => {
    const api = apiAnswering({ me: [profile], terms: [termsInfo(true)] });
    await expect(checkTermsGate(api, signedInUser, false, sessionStorage)).resolves.toEqual({
      accepted: true,
    });
    expect(api.register).not.toHaveBeenCalled();
  });

  it('asks a known user who has not accepted to read the terms', async () => {
    const api = apiAnswering({ me: [profile], terms: [termsInfo(false)] });
    await expect(checkTermsGate(api, signedInUser, false, sessionStorage)).resolves.toEqual({
      accepted: false,
      terms: termsInfo(false),
    });
  });

  it('registers an unknown user even without the signup flag, and clears the flag', async () => {
    sessionStorage.setItem(SIGNUP_FLOW_KEY, 'true');
    const api = apiAnswering({
      me: [new ApiError('user_not_found', 'No user.', 404), profile],
      terms: [termsInfo(false)],
    });
    const outcome = await checkTermsGate(api, signedInUser, false, sessionStorage);
    expect(outcome.accepted).toBe(false);
    expect(api.register).toHaveBeenCalledWith({ body: {} });
    expect(sessionStorage.getItem(SIGNUP_FLOW_KEY)).toBeNull();

    const withoutFlag = apiAnswering({
      me: [new ApiError('user_not_found', 'No user.', 404), profile],
      terms: [termsInfo(false)],
    });
    await checkTermsGate(withoutFlag, signedInUser, false, sessionStorage);
    expect(withoutFlag.register).toHaveBeenCalledWith({ body: {} });
  });

  it('reports terms that could not be loaded as not accepted with no content', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = apiAnswering({
      me: [profile],
      terms: [new ApiError('internal', 'Boom.', 500)],
    });
    await expect(checkTermsGate(api, signedInUser, false, sessionStorage)).resolves.toEqual({
      accepted: false,
      terms: null,
    });
    vi.restoreAllMocks();
  });

  it('rejects when the account cannot be read', async () => {
    const api = apiAnswering({ me: [new ApiError('network_error', 'down', 0)] });
    await expect(checkTermsGate(api, signedInUser, false, sessionStorage)).rejects.toMatchObject({
      code: 'network_error',
    });
  });
});

describe('isSignupFlow', () => {
  it('reads the flag from session storage or the address', () => {
    expect(isSignupFlow(sessionStorage, '')).toBe(false);
    expect(isSignupFlow(sessionStorage, '?signup=true')).toBe(true);
    sessionStorage.setItem(SIGNUP_FLOW_KEY, 'true');
    expect(isSignupFlow(sessionStorage, '')).toBe(true);
  });
});
