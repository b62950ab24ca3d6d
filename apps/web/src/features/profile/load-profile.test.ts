// @vitest-environment node
import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../../app/api-client';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { getOwnProfileOperation, registerUserOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import {
  loadOrCreateProfile,
  RegistrationError,
  rememberProfile,
  whenAccountExists,
} from './load-profile';

const profile = { id: '1', email: 'ada@example.com' };
const notFound = () =>
  new ApiError('user_not_found', 'No account exists for this sign-in yet.', 404);

/** A fresh client per test: the shared request chain is kept per client. */
function fakeApi(me: Mock, register: Mock = vi.fn()) {
  const api = createFakeApiClient()
    .on(getOwnProfileOperation, me)
    .on(registerUserOperation, register);
  return { api, me, register };
}

describe('loadOrCreateProfile', () => {
  it('returns the stored profile', async () => {
    const { api, register } = fakeApi(vi.fn(async () => profile));
    await expect(loadOrCreateProfile(api, signedInUser, false)).resolves.toBe(profile);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers a first-time user with an empty body (the server reads the token) and uses its answer', async () => {
    const { api, me, register } = fakeApi(
      vi.fn().mockRejectedValueOnce(notFound()),
      vi.fn(async () => profile),
    );
    await expect(loadOrCreateProfile(api, signedInUser, false)).resolves.toBe(profile);
    expect(register).toHaveBeenCalledExactlyOnceWith({ body: {} });
    expect(me).toHaveBeenCalledOnce();
  });

  it('shares one request chain between callers, however many ask at once or later', async () => {
    const { api, me, register } = fakeApi(
      vi.fn().mockRejectedValueOnce(notFound()),
      vi.fn(async () => profile),
    );
    const answers = await Promise.all([
      loadOrCreateProfile(api, signedInUser, false),
      loadOrCreateProfile(api, signedInUser, false),
      whenAccountExists(api, signedInUser, false),
    ]);
    expect(answers).toEqual([profile, profile, undefined]);
    await loadOrCreateProfile(api, signedInUser, false);
    expect(me).toHaveBeenCalledOnce();
    expect(register).toHaveBeenCalledOnce();
  });

  it('rejects a failed registration with RegistrationError, and asks again on a retry', async () => {
    const refused = new ApiError('invalid_input', 'email: Invalid email address', 400);
    const { api, register } = fakeApi(
      vi.fn(async () => {
        throw notFound();
      }),
      vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(profile),
    );
    const waiting = whenAccountExists(api, signedInUser, false);
    const failure = await loadOrCreateProfile(api, signedInUser, false).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RegistrationError);
    expect((failure as RegistrationError).cause).toBe(refused);

    // A page waiting for the account keeps waiting until the retry creates it.
    await expect(loadOrCreateProfile(api, signedInUser, false)).resolves.toBe(profile);
    await expect(waiting).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('passes other errors on, and lets a page waiting for the account go on to its own error', async () => {
    const { api } = fakeApi(
      vi.fn(async () => {
        throw new ApiError('internal', 'Boom.', 500);
      }),
    );
    await expect(loadOrCreateProfile(api, signedInUser, false)).rejects.toMatchObject({
      code: 'internal',
    });
    await expect(whenAccountExists(api, signedInUser, false)).resolves.toBeUndefined();
  });

  it('after a sign-in registers first and takes its answer, new (201) or existing (200), without auth/me', async () => {
    const { api, me, register } = fakeApi(
      vi.fn(async () => profile),
      vi.fn(async () => profile),
    );
    const answers = await Promise.all([
      loadOrCreateProfile(api, signedInUser, true),
      whenAccountExists(api, signedInUser, true),
    ]);
    expect(answers).toEqual([profile, undefined]);
    expect(register).toHaveBeenCalledExactlyOnceWith({ body: {} });
    expect(me).not.toHaveBeenCalled();
  });

  it('after a sign-in whose registration failed, answers the profile of an existing account', async () => {
    const { api, me } = fakeApi(
      vi.fn(async () => profile),
      vi.fn(async () => {
        throw new ApiError('unavailable', 'Try again shortly.', 503);
      }),
    );
    await expect(loadOrCreateProfile(api, signedInUser, true)).resolves.toBe(profile);
    expect(me).toHaveBeenCalledOnce();
  });

  it('after a sign-in, a failed registration of an unknown user is a RegistrationError with its cause', async () => {
    const refused = new ApiError('invalid_input', 'email: Invalid email address', 400);
    const { api } = fakeApi(
      vi.fn(async () => {
        throw notFound();
      }),
      vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(profile),
    );
    const failure = await loadOrCreateProfile(api, signedInUser, true).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RegistrationError);
    expect((failure as RegistrationError).cause).toBe(refused);
    await expect(loadOrCreateProfile(api, signedInUser, true)).resolves.toBe(profile);
  });

  it('after a sign-in, passes on what stopped both registration and the profile', async () => {
    const { api } = fakeApi(
      vi.fn(async () => {
        throw new ApiError('internal', 'Boom.', 500);
      }),
      vi.fn(async () => {
        throw new ApiError('internal', 'Boom.', 500);
      }),
    );
    const failure = await loadOrCreateProfile(api, signedInUser, true).catch(
      (error: unknown) => error,
    );
    expect(failure).not.toBeInstanceOf(RegistrationError);
    expect(failure).toMatchObject({ code: 'internal' });
  });

  it('answers a remembered profile after a change', async () => {
    const { api } = fakeApi(vi.fn(async () => profile));
    await loadOrCreateProfile(api, signedInUser, false);
    const changed = { ...profile, id: '2' } as never;
    rememberProfile(api, signedInUser.sub, changed);
    await expect(loadOrCreateProfile(api, signedInUser, false)).resolves.toBe(changed);
  });
});
