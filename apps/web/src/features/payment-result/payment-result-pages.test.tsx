import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { recordCancellationOperation, verifyPaymentOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { PENDING_CHECKOUT_KEY } from '../payments/start-pack-checkout';
import { PaymentCancelledPage } from './payment-cancelled-page';
import { PaymentSuccessPage } from './payment-success-page';

const paid = {
  success: true,
  session_id: 'cs_9',
  payment_status: 'paid',
  customer_email: 'ada@example.com',
  amount_total: 9900,
  currency: 'usd',
  metadata: { plan: 'Standard Pack', description: 'Standard Pack' },
  credits_added: 250,
  total_credits: 275,
  remaining_credits: 275,
};
const signedIn = { initialized: true, authenticated: true, user: signedInUser };

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('PaymentSuccessPage', () => {
  it('says No payment session found without a session id', () => {
    renderWithServices(<PaymentSuccessPage />, { path: '/payment-success', auth: signedIn });
    expect(screen.getByRole('heading', { name: 'No payment session found' })).toBeInTheDocument();
  });

  it('shows the failure with Try Again and Contact Support, then the amount ÷ 100 after a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi
      .fn()
      .mockResolvedValueOnce({ ...paid, success: false })
      .mockResolvedValue(paid);
    renderWithServices(<PaymentSuccessPage />, {
      path: '/payment-success?session_id=cs_9',
      auth: signedIn,
      api: createFakeApiClient().on(verifyPaymentOperation, post),
    });
    expect(
      await screen.findByRole('heading', { name: 'Payment Verification Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith({ body: { session_id: 'cs_9' } });
  });
});

describe('PaymentCancelledPage', () => {
  it('records the left checkout once and links onwards', async () => {
    sessionStorage.setItem(PENDING_CHECKOUT_KEY, 'Standard Pack');
    const post = vi.fn(async () => ({
      id: 'p',
      created: 'x',
      description: '',
      amount: '99',
      currency: 'USD',
      plan_type: 'Standard Pack',
      status: 'cancelled',
    }));
    renderWithServices(<PaymentCancelledPage />, {
      auth: signedIn,
      api: createFakeApiClient().on(recordCancellationOperation, post),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledOnce();
    expect(post).toHaveBeenCalledWith({
      body: expect.objectContaining({
        user_id: 'u-1',
        status: 'cancelled',
        plan_type: 'Standard Pack',
      }),
    });
    for (const [name, href] of [
      ['View Pricing', '/pricing'],
      ['Go to Dashboard', '/dashboard'],
      ['Home', '/'],
      ['Contact Support', '/contact'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error line when the record fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(PENDING_CHECKOUT_KEY, 'Standard Pack');
    renderWithServices(<PaymentCancelledPage />, {
      auth: signedIn,
      api: createFakeApiClient().on(recordCancellationOperation, async () => {
        throw new Error('down');
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to record payment cancellation',
    );
  });
});
