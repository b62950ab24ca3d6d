// @vitest-environment node
import {
  acceptTermsOperation,
  createDownloadLinkOperation,
  getOwnProfileOperation,
  listPaymentHistoryOperation,
  recordPageViewOperation,
  updateProfileOperation,
} from './contracts';
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

    await expect(api.call(getOwnProfileOperation)).resolves.toEqual(profile);
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

    const error = await api.call(getOwnProfileOperation).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'user_not_found', status: 404, message: 'No user yet.' });
  });

  it('rejects an answer that does not match the contract', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { id: 1 }));
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => null, fetch });
    await expect(api.call(getOwnProfileOperation)).rejects.toMatchObject({
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
    const pending = api.call(getOwnProfileOperation).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ code: 'timeout', status: 0 });
    vi.useRealTimers();
  });

  it('substitutes and encodes path parameters, and adds the query', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, []));
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => 'tok', fetch });

    await expect(
      api.call(listPaymentHistoryOperation, {
        params: { userId: 'a/b c' },
        query: { skip: 0, limit: 100 },
      }),
    ).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/payment-history/user/a%2Fb%20c?skip=0&limit=100',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends the body as JSON with the operation method, and reads its success answer', async () => {
    const accepted = { accepted: true, version: '1.0', accepted_at: '2026-01-01T00:00:00Z' };
    const fetch = vi.fn(async () => jsonResponse(201, accepted));
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => 'tok', fetch });

    await expect(api.call(acceptTermsOperation, { body: { user_id: 'u-1' } })).resolves.toEqual(
      accepted,
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/terms/accept-terms',
      expect.objectContaining({
        method: 'POST',
        body: '{"user_id":"u-1"}',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: 'Bearer tok',
        },
      }),
    );
  });

  it('reads an empty 204 answer as the null its contract declares', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => null, fetch });
    const view = { analyticsId: 'G-1', path: '/', title: 'Home', referrer: '' };
    await expect(api.call(recordPageViewOperation, { body: view })).resolves.toBeNull();
  });

  it('refuses a call without its path parameter before sending anything', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => null, fetch });
    await expect(
      api.call(listPaymentHistoryOperation, { params: { userId: '' }, query: {} }),
    ).rejects.toThrow('needs the path parameter userId');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not compile a call that breaks the contract', () => {
    const api = createApiClient({ baseUrl: '/api/v1', getToken: async () => null, fetch: vi.fn() });
    // Only the types are checked here (tsc); the calls are never made.
    const typeChecks = () => {
      // @ts-expect-error the body's field is user_id
      void api.call(acceptTermsOperation, { body: { userId: 'u-1' } });
      // @ts-expect-error the body is required
      void api.call(acceptTermsOperation);
      // @ts-expect-error no such platform
      void api.call(createDownloadLinkOperation, { params: { platform: 'amiga' } });
      // @ts-expect-error this operation takes no body
      void api.call(getOwnProfileOperation, { body: {} });
      // @ts-expect-error company is a string
      void api.call(updateProfileOperation, { body: { company: 1 } });
      return api.call(getOwnProfileOperation).then((profile) => {
        // @ts-expect-error the answer is typed from the contract: no such field
        return profile.password;
      });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
