import { UserProfileSchema } from '@rewright/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

const profile = {
  id: '1',
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

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('createApiClient', () => {
  it('sends the bearer token and parses the answer with the contract schema', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, profile));
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => 'tok', fetch });

    await expect(api.get('/auth/me', UserProfileSchema)).resolves.toEqual(profile);
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/me',
      expect.objectContaining({
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: 'Bearer tok' },
      }),
    );
  });

  it('turns the error body into a typed ApiError', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(404, { error: { code: 'user_not_found', message: 'No user yet.' } }),
    );
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => null, fetch });

    const error = await api.get('/auth/me', UserProfileSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'user_not_found', status: 404, message: 'No user yet.' });
  });

  it('rejects an answer that does not match the contract', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { id: 1 }));
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => null, fetch });
    await expect(api.get('/auth/me', UserProfileSchema)).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => null, fetch });
    const pending = api.get('/auth/me', UserProfileSchema).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ code: 'timeout', status: 0 });
    vi.useRealTimers();
  });
});
