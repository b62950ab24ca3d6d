import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../app/api-client';
import { checkoutNavigation, startPackCheckout } from './start-pack-checkout';

const standard = {
  name: 'Standard Pack',
  amount: 99,
  description: '',
  credits: 250,
  features: { active_features: [], inactive_features: [] },
};

let alert: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('startPackCheckout', () => {
  it('checks the provider, creates the session and goes to its page', async () => {
    const api = {
      get: vi.fn(async () => ({ status: 'ok' })),
      post: vi.fn(async () => ({
        success: true,
        checkout_url: 'http://pay.test/c/pay/cs_1',
        session_id: 'cs_1',
      })),
    } as unknown as ApiClient;
    await expect(startPackCheckout(api, standard, 'ada@example.com')).resolves.toBe(true);
    expect(api.get).toHaveBeenCalledWith('/stripe/health', expect.anything());
    expect(api.post).toHaveBeenCalledWith(
      '/stripe/create-checkout-session',
      expect.objectContaining({ plan_type: 'Standard Pack', customer_email: 'ada@example.com' }),
      expect.anything(),
    );
    expect(assign).toHaveBeenCalledWith('http://pay.test/c/pay/cs_1');
  });

  it('alerts Payment Error with the details and answers false when the provider is down', async () => {
    const api = {
      get: vi.fn(async () => {
        throw new ApiError('provider_unavailable', 'The payment provider is unavailable.', 502);
      }),
      post: vi.fn(),
    } as unknown as ApiClient;
    await expect(startPackCheckout(api, standard, 'ada@example.com')).resolves.toBe(false);
    expect(api.post).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^Payment Error/));
    expect(assign).not.toHaveBeenCalled();
  });

  it('names the unreachable backend', async () => {
    const api = {
      get: vi.fn(async () => ({ status: 'ok' })),
      post: vi.fn(async () => {
        throw new ApiError('network_error', 'down', 0);
      }),
    } as unknown as ApiClient;
    await startPackCheckout(api, standard, 'ada@example.com');
    expect(alert).toHaveBeenCalledWith(
      'Payment Error: Backend server is not accessible. Please ensure the server is running at http://localhost:3000.',
    );
  });
});
