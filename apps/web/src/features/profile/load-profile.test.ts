import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../app/api-client';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { loadOrCreateProfile } from './load-profile';

const profile = { id: '1', email: 'ada@example.com' };

describe('loadOrCreateProfile', () => {
  it('returns the stored profile', async () => {
    const api = { get: vi.fn(async () => profile), post: vi.fn() } as unknown as ApiClient;
    await expect(loadOrCreateProfile(api, signedInUser)).resolves.toBe(profile);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('registers a first-time user from the token claims, then reads the profile', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('user_not_found', 'No user.', 404))
      .mockResolvedValueOnce(profile);
    const api = { get, post: vi.fn(async () => undefined) } as unknown as ApiClient;

    await expect(loadOrCreateProfile(api, signedInUser)).resolves.toBe(profile);
    expect(api.post).toHaveBeenCalledWith('/auth/register', {
      email: 'ada@example.com',
      username: 'ada',
      first_name: 'Ada',
      last_name: 'Lovelace',
      contact_number: '',
      is_active: true,
      keycloak_id: 'u-1',
    });
  });

  it('passes other errors on', async () => {
    const api = {
      get: vi.fn(async () => {
        throw new ApiError('internal', 'Boom.', 500);
      }),
      post: vi.fn(),
    } as unknown as ApiClient;
    await expect(loadOrCreateProfile(api, signedInUser)).rejects.toMatchObject({
      code: 'internal',
    });
  });
});
