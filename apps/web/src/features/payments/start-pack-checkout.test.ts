import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { checkPaymentProviderOperation, createCheckoutSessionOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
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
    const api = createFakeApiClient()
      .on(checkPaymentProviderOperation, async () => ({ status: 'ok' }))
      .on(createCheckoutSessionOperation, async () => ({
        success: true,
        checkout_url: 'http://pay.test/c/pay/cs_1',
        session_id: 'cs_1',
      }));
    await expect(startPackCheckout(api, standard, 'ada@example.com')).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledWith(checkPaymentProviderOperation);
    expect(api.call).toHaveBeenCalledWith(createCheckoutSessionOperation, {
      body: expect.objectContaining({
        plan_type: 'Standard Pack',
        customer_email: 'ada@example.com',
      }),
    });
    expect(assign).toHaveBeenCalledWith('http://pay.test/c/pay/cs_1');
  });

  it('alerts Payment Error with the details and answers false when the provider is down', async () => {
    const createSession = vi.fn();
    const api = createFakeApiClient()
      .on(checkPaymentProviderOperation, async () => {
        throw new ApiError('provider_unavailable', 'The payment provider is unavailable.', 502);
      })
      .on(createCheckoutSessionOperation, createSession);
    await expect(startPackCheckout(api, standard, 'ada@example.com')).resolves.toBe(false);
    expect(createSession).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^Payment Error/));
    expect(assign).not.toHaveBeenCalled();
  });

  it('names the unreachable backend', async () => {
    const api = createFakeApiClient()
      .on(checkPaymentProviderOperation, async () => ({ status: 'ok' }))
      .on(createCheckoutSessionOperation, async () => {
        throw new ApiError('network_error', 'down', 0);
      });
    await startPackCheckout(api, standard, 'ada@example.com');
    expect(alert).toHaveBeenCalledWith(
      'Payment Error: Backend server is not accessible. Please ensure the server is running at http://localhost:3000.',
    );
  });
});
