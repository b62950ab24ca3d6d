import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { getOwnProfileOperation, registerUserOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { loadOrCreateProfile } from './load-profile';

const profile = { id: '1', email: 'ada@example.com' };

describe('loadOrCreateProfile', () => {
  it('returns the stored profile', async () => {
    const register = vi.fn();
    const api = createFakeApiClient()
      .on(getOwnProfileOperation, async () => profile)
      .on(registerUserOperation, register);
    await expect(loadOrCreateProfile(api, signedInUser)).resolves.toBe(profile);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers a first-time user from the token claims, then reads the profile', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('user_not_found', 'No user.', 404))
      .mockResolvedValueOnce(profile);
    const register = vi.fn(async () => profile);
    const api = createFakeApiClient()
      .on(getOwnProfileOperation, get)
      .on(registerUserOperation, register);

    await expect(loadOrCreateProfile(api, signedInUser)).resolves.toBe(profile);
    expect(register).toHaveBeenCalledWith({
      body: {
        email: 'ada@example.com',
        username: 'ada',
        first_name: 'Ada',
        last_name: 'Lovelace',
        contact_number: '',
        is_active: true,
        keycloak_id: 'u-1',
      },
    });
  });

  it('passes other errors on', async () => {
    const api = createFakeApiClient().on(getOwnProfileOperation, async () => {
      throw new ApiError('internal', 'Boom.', 500);
    });
    await expect(loadOrCreateProfile(api, signedInUser)).rejects.toMatchObject({
      code: 'internal',
    });
  });
});
