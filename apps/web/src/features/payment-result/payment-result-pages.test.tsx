import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { recordCancellationOperation, verifyPaymentOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
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
    expect(document.title).toBe('No payment session found | Rewright');
  });

  it('shows the failure with Try Again and Contact Support, then the amount ÷ 100 after a retry', async () => {
    document.title = 'Payment Success | Rewright';
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
    // The title is set by an effect, which may run after the heading is painted.
    await waitFor(() => expect(document.title).toBe('Payment Verification Failed | Rewright'));
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('$99')).toBeInTheDocument();
    expect(screen.queryByText('$99.00')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Payment Success | Rewright'));
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith({ body: { session_id: 'cs_9' } });
  });
});

const checkoutId = '7b0c6a52-4a43-4d0e-9c5c-0e8f3a1f2b3c';
const cancelledRow = (status: string) => ({
  id: checkoutId,
  created: '2026-03-05T12:00:00.000Z',
  description: 'Standard Pack: 250 credits',
  amount: status === 'succeeded' ? '99' : null,
  currency: 'USD',
  plan_type: 'Standard Pack',
  status,
});

describe('PaymentCancelledPage', () => {
  it('cancels the checkout named in the address, once, and links onwards', async () => {
    const post = vi.fn(async () => cancelledRow('cancelled'));
    renderWithServices(<PaymentCancelledPage />, {
      path: `/payment-cancelled?checkout=${checkoutId}`,
      auth: signedIn,
      api: createFakeApiClient().on(recordCancellationOperation, post),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledOnce();
    expect(post).toHaveBeenCalledWith({
      body: expect.objectContaining({
        user_id: 'u-1',
        checkout_id: checkoutId,
        status: 'cancelled',
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

  it('records nothing for a visit without a checkout id', async () => {
    const post = vi.fn();
    const api = createFakeApiClient().on(recordCancellationOperation, post);
    renderWithServices(<PaymentCancelledPage />, {
      path: '/payment-cancelled?checkout=not-an-id',
      auth: signedIn,
      api,
    });
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('says so when the provider reports the checkout paid after all', async () => {
    renderWithServices(<PaymentCancelledPage />, {
      path: `/payment-cancelled?checkout=${checkoutId}`,
      auth: signedIn,
      api: createFakeApiClient().on(recordCancellationOperation, async () =>
        cancelledRow('succeeded'),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Payments' })).toHaveAttribute(
      'href',
      '/payments',
    );
  });

  it('shows the error line when the record fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithServices(<PaymentCancelledPage />, {
      path: `/payment-cancelled?checkout=${checkoutId}`,
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
