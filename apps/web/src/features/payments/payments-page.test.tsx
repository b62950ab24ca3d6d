import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../app/auth/fake-auth-client';
import {
  getWebsiteDashboardStatsOperation,
  listPaymentHistoryOperation,
  listPlanConfigsOperation,
} from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { PaymentsPage } from './payments-page';

const features = { active_features: ['test_reporting'], inactive_features: [] };
const plans = [
  { name: 'Free Pack', amount: 0, description: 'Try it', credits: 25, features },
  { name: 'Standard Pack', amount: 99, description: '250 credits', credits: 250, features },
  { name: 'Enterprise Pack', amount: null, description: 'Talk to sales', credits: null, features },
];
const row = (id: string, status: string, amount: string | null = '99') => ({
  id,
  created: '2026-03-05T12:00:00.000Z',
  description: 'Standard Pack',
  amount,
  currency: 'USD',
  plan_type: 'Standard Pack',
  status,
});

function apiWith(history: () => Promise<unknown>, currentPlan = 'Free Pack') {
  return createFakeApiClient()
    .on(listPlanConfigsOperation, () => plans)
    .on(getWebsiteDashboardStatsOperation, () => ({ current_plan: currentPlan }))
    .on(listPaymentHistoryOperation, history);
}

const signedIn = { initialized: true, authenticated: true, user: signedInUser };
const card = (name: string) => screen.getByRole('article', { name });

describe('PaymentsPage', () => {
  it('labels the packs: Most Popular, Already Subscribed, Custom without description', async () => {
    renderWithServices(<PaymentsPage />, { api: apiWith(async () => []), auth: signedIn });
    expect(screen.getByText('Loading subscription plans...')).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Standard Pack' });

    expect(within(card('Free Pack')).getByText('Active')).toBeInTheDocument();
    expect(
      within(card('Free Pack')).getByRole('button', { name: /Already Subscribed/ }),
    ).toBeDisabled();
    expect(within(card('Standard Pack')).getByText('Most Popular')).toBeInTheDocument();
    expect(
      within(card('Standard Pack')).getByRole('button', { name: /Upgrade Subscription/ }),
    ).toBeEnabled();
    expect(within(card('Enterprise Pack')).getByText('Custom')).toBeInTheDocument();
    expect(within(card('Enterprise Pack')).queryByText('Talk to sales')).toBeNull();
  });

  it('marks the active Standard Pack and offers to extend it', async () => {
    renderWithServices(<PaymentsPage />, {
      api: apiWith(async () => [], 'standard pack'),
      auth: signedIn,
    });
    await screen.findByRole('article', { name: 'Standard Pack' });
    expect(within(card('Standard Pack')).getByText('Active')).toBeInTheDocument();
    expect(within(card('Standard Pack')).queryByText('Most Popular')).toBeNull();
    expect(
      within(card('Standard Pack')).getByRole('button', { name: /Extend Subscription/ }),
    ).toBeInTheDocument();
  });

  it('lists payments with date, description, amount and status, and refreshes', async () => {
    const history = vi
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValue([
        row('p1', 'succeeded'),
        row('p2', 'pending', null),
        row('p3', 'cancelled', null),
      ]);
    const api = apiWith(history);
    renderWithServices(<PaymentsPage />, { api, auth: signedIn });

    expect(await screen.findByText('No payment history found')).toBeInTheDocument();
    expect(
      screen.getByText('Your payments will appear here once you make a purchase'),
    ).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledWith(listPaymentHistoryOperation, {
      params: { userId: 'u-1' },
      query: { skip: 0, limit: 100 },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status']);
    const [, paid, pending, cancelled] = within(table).getAllByRole('row');
    expect(paid).toHaveTextContent('03/05/2026standard pack$99paid');
    expect(within(paid!).getByText('paid')).toHaveClass('payments__status--success');
    // A checkout that took no money shows no price (the server sends no amount for it).
    expect(pending).toHaveTextContent('03/05/2026Standard PackNot chargedpending');
    expect(cancelled).toHaveTextContent('Standard PackNot chargedcancelled');
    expect(within(pending!).getByText('pending')).toHaveClass('payments__status--warning');
    expect(within(cancelled!).getByText('cancelled')).toHaveClass('payments__status--danger');
  });

  it('shows the error texts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // No operation answers: every call fails.
    renderWithServices(<PaymentsPage />, { api: createFakeApiClient(), auth: signedIn });
    expect(await screen.findByText('Error loading subscription plans')).toBeInTheDocument();
    expect(await screen.findByText('Error loading payment history')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
