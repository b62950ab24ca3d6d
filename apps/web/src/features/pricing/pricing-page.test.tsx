import type { PlanConfig } from '@rewright/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { listPublicPlanConfigsOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { toastStore } from '../toasts/toast-store';
import { termsAcceptanceCache } from '../workspace-gate/terms-acceptance-cache';
import { PricingPage } from './pricing-page';
import * as checkout from './start-checkout';

const plans: PlanConfig[] = [
  {
    name: 'Free Pack',
    amount: 0,
    credits: 25,
    description: 'Try Rewright on a few tests.',
    features: { active_features: ['basic_conversion'], inactive_features: ['priority_support'] },
  },
  {
    name: 'Standard Pack',
    amount: 99,
    credits: 250,
    description: 'For a real suite.',
    features: { active_features: ['basic_conversion', 'priority_support'], inactive_features: [] },
  },
  {
    name: 'Enterprise Pack',
    amount: null,
    credits: null,
    description: 'For large migrations.',
    features: { active_features: ['dedicated_support'], inactive_features: [] },
  },
];

function apiAnswering(answer: () => Promise<unknown>) {
  return createFakeApiClient().on(listPublicPlanConfigsOperation, answer);
}

function renderPricing({
  api = apiAnswering(async () => plans),
  signedIn = false,
  email = signedInUser.email,
  returnedFromLogin = false,
} = {}) {
  return renderWithServices(
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/contact" element={<h1>Contact page</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
    </Routes>,
    {
      path: '/pricing',
      api,
      auth: signedIn
        ? {
            initialized: true,
            authenticated: true,
            returnedFromLogin,
            user: { ...signedInUser, email },
          }
        : { initialized: true },
    },
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const cardButton = (name: string) => within(card(name)).getByRole('button');

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
  sessionStorage.clear();
  termsAcceptanceCache.resetUnless(null);
});

describe('pricing plans', () => {
  it('shows three skeleton cards while loading', () => {
    renderPricing({ api: apiAnswering(() => new Promise(() => {})) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans...');
    expect(screen.getAllByTestId('plan-skeleton')).toHaveLength(3);
  });

  it('shows an error message and loads again on Retry', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(plans);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = apiAnswering(get);
    renderPricing({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load pricing plans. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Standard Pack' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(api.call).toHaveBeenCalledWith(listPublicPlanConfigsOperation);
  });

  it('shows price, credits and title-cased features', async () => {
    renderPricing();
    const standard = await screen.findByRole('article', { name: 'Standard Pack' });
    expect(standard).toHaveTextContent('$99');
    expect(standard).toHaveTextContent('250 credits');
    expect(within(standard).getByText('Priority Support')).toBeInTheDocument();
    expect(card('Enterprise Pack')).toHaveTextContent('Custom');
    expect(within(card('Free Pack')).getByText('Not included:', { exact: false })).toBeVisible();
  });

  it('highlights Standard Pack as Most Popular unless another card is hovered', async () => {
    renderPricing();
    const standard = await screen.findByRole('article', { name: 'Standard Pack' });
    expect(standard).toHaveAttribute('data-highlighted', 'true');
    expect(within(standard).getByText('Most Popular')).toBeInTheDocument();

    await userEvent.hover(card('Free Pack'));
    expect(card('Free Pack')).toHaveAttribute('data-highlighted', 'true');
    expect(standard).toHaveAttribute('data-highlighted', 'false');
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();

    await userEvent.unhover(card('Free Pack'));
    expect(standard).toHaveAttribute('data-highlighted', 'true');
    expect(within(standard).getByText('Most Popular')).toBeInTheDocument();
  });
});

describe('pricing card clicks', () => {
  it('Enterprise goes to /contact', async () => {
    renderPricing();
    await screen.findByRole('article', { name: 'Enterprise Pack' });
    await userEvent.click(cardButton('Enterprise Pack'));
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  it('Free signed out alerts, remembers /dashboard and logs in', async () => {
    const { services } = renderPricing();
    await screen.findByRole('article', { name: 'Free Pack' });
    await userEvent.click(cardButton('Free Pack'));
    expect(alert).toHaveBeenCalledWith('You have selected the Free Pack!');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/dashboard');
    expect(services.auth.login).toHaveBeenCalled();
  });

  it('Free signed in alerts and goes to /dashboard', async () => {
    const { services } = renderPricing({ signedIn: true });
    await screen.findByRole('article', { name: 'Free Pack' });
    await userEvent.click(cardButton('Free Pack'));
    expect(alert).toHaveBeenCalledWith('You have selected the Free Pack!');
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(services.auth.login).not.toHaveBeenCalled();
  });

  it('a paid plan signed out stores the plan and /pricing, then logs in', async () => {
    const { services } = renderPricing();
    await screen.findByRole('article', { name: 'Standard Pack' });
    await userEvent.click(cardButton('Standard Pack'));
    expect(sessionStorage.getItem('selectedPlan')).toBe('Standard Pack');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/pricing');
    expect(services.auth.login).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('a paid plan signed in shows Processing... and disables all packs until the checkout call ends', async () => {
    let finish: (result: checkout.CheckoutResult) => void = () => {};
    vi.spyOn(checkout, 'startCheckout').mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    renderPricing({ signedIn: true });
    await screen.findByRole('article', { name: 'Standard Pack' });
    await userEvent.click(cardButton('Standard Pack'));

    expect(cardButton('Standard Pack')).toHaveTextContent('Processing...');
    expect(cardButton('Free Pack')).toBeDisabled();
    expect(cardButton('Enterprise Pack')).toBeDisabled();

    expect(checkout.startCheckout).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'Standard Pack' }),
      'ada@example.com',
    );

    await act(async () => finish({ status: 'failed' }));
    expect(cardButton('Standard Pack')).toHaveTextContent('Buy Now');
    expect(cardButton('Free Pack')).toBeEnabled();
  });

  it('a paid plan signed in without an email address alerts and stops', async () => {
    renderPricing({ signedIn: true, email: '' });
    await screen.findByRole('article', { name: 'Standard Pack' });
    await userEvent.click(cardButton('Standard Pack'));
    expect(alert).toHaveBeenCalledWith(
      'Your email address is required for payment. Please ensure your Keycloak profile has a valid email.',
    );
    expect(cardButton('Standard Pack')).toHaveTextContent('Buy Now');
  });

  it('an unknown paid plan signed in alerts Unknown plan', async () => {
    const withTeam = [...plans, { ...plans[1]!, name: 'Team Pack', amount: 199 }];
    renderPricing({ signedIn: true, api: apiAnswering(async () => withTeam) });
    await screen.findByRole('article', { name: 'Team Pack' });
    await userEvent.click(cardButton('Team Pack'));
    expect(alert).toHaveBeenCalledWith('Error: Unknown plan selected.');
  });

  it('resumes the paid plan chosen before sign-in once back, signed in, with the terms accepted', async () => {
    const start = vi.spyOn(checkout, 'startCheckout').mockResolvedValue({ status: 'redirected' });
    sessionStorage.setItem('selectedPlan', 'Standard Pack');
    renderPricing({ signedIn: true, returnedFromLogin: true });
    await screen.findByRole('article', { name: 'Standard Pack' });
    // The gate has not settled yet: the terms modal comes before any checkout.
    expect(start).not.toHaveBeenCalled();

    await act(async () => termsAcceptanceCache.markAccepted(signedInUser.sub));
    expect(start).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'Standard Pack' }),
      'ada@example.com',
    );
    expect(sessionStorage.getItem('selectedPlan')).toBeNull();
  });

  it('does not resume a stored plan on a visit that is not the return from sign-in', async () => {
    const start = vi.spyOn(checkout, 'startCheckout').mockResolvedValue({ status: 'redirected' });
    sessionStorage.setItem('selectedPlan', 'Standard Pack');
    termsAcceptanceCache.markAccepted(signedInUser.sub);
    renderPricing({ signedIn: true });
    await screen.findByRole('article', { name: 'Standard Pack' });
    expect(start).not.toHaveBeenCalled();
  });
});

describe('Start Free Trial', () => {
  it('creates an account for a visitor', async () => {
    const { services } = renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(services.auth.register).toHaveBeenCalled();
    expect(sessionStorage.getItem('signupFlow')).toBe('true');
  });

  it('takes a signed-in user to the dashboard', async () => {
    const { services } = renderPricing({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(services.auth.register).not.toHaveBeenCalled();
  });
});
