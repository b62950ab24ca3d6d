import { afterEach, describe, expect, it } from 'vitest';
import { verifyPaymentOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { verifiedFlagKey, verifyPaymentOnce } from './verify-once';

const paid = {
  success: true,
  session_id: 'cs_1',
  payment_status: 'paid',
  customer_email: 'ada@example.com',
  amount_total: 9900,
  currency: 'usd',
  metadata: { plan: 'Standard Pack', description: 'Standard Pack' },
  credits_added: 250,
  total_credits: 275,
  remaining_credits: 275,
};

const apiAnswering = (...answers: unknown[]) =>
  createFakeApiClient().on(verifyPaymentOperation, async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });

afterEach(() => sessionStorage.clear());

describe('verifyPaymentOnce', () => {
  it('calls the server once per session id, even for concurrent and later calls', async () => {
    const api = apiAnswering(paid);
    const [first, second] = await Promise.all([
      verifyPaymentOnce(api, 'cs_1'),
      verifyPaymentOnce(api, 'cs_1'),
    ]);
    expect(first).toEqual(paid);
    expect(second).toEqual(paid);
    await expect(verifyPaymentOnce(api, 'cs_1')).resolves.toEqual(paid);
    expect(api.call).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(verifiedFlagKey('cs_1'))).not.toBeNull();
  });

  it('clears the flag on failure so Try Again calls again', async () => {
    const api = apiAnswering(new Error('down'), { ...paid, success: false }, paid);
    await expect(verifyPaymentOnce(api, 'cs_2')).rejects.toThrow('down');
    expect(sessionStorage.getItem(verifiedFlagKey('cs_2'))).toBeNull();
    await expect(verifyPaymentOnce(api, 'cs_2')).rejects.toThrow('Payment verification failed');
    await expect(verifyPaymentOnce(api, 'cs_2')).resolves.toMatchObject({ success: true });
    expect(api.call).toHaveBeenCalledTimes(3);
  });
});
