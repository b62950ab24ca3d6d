import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { signedInUser } from '../../app/auth/fake-auth-client';
import {
  acceptTermsOperation,
  getContactInfoOperation,
  getOwnProfileOperation,
  getTermsFullInfoOperation,
  getWebsiteDashboardStatsOperation,
  registerUserOperation,
} from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { DashboardPage } from '../dashboard/dashboard-page';
import { termsAcceptanceCache } from './terms-acceptance-cache';
import { WorkspaceGate } from './workspace-gate';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function apiWithTerms(accepted: boolean) {
  return createFakeApiClient()
    .on(getOwnProfileOperation, async () => ({
      id: 'id-1',
      username: 'ada',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: '',
      contact_number: '',
      company: '',
      role: '',
      is_active: true,
      keycloak_id: 'u-1',
      created_at: 'x',
    }))
    .on(getTermsFullInfoOperation, async () => ({
      content: { content: 'Terms.', version: '1.0' },
      acceptance_status: { accepted, accepted_at: null },
    }))
    .on(acceptTermsOperation, async () => ({ accepted: true, version: '1.0', accepted_at: 'x' }));
}

const signedIn = { initialized: true, authenticated: true, user: signedInUser };

describe('WorkspaceGate', () => {
  // The cache is module state shared by every test: a failing test must not leak its acceptance.
  afterEach(() => termsAcceptanceCache.resetUnless(null));

  it('shows nothing to a signed-out visitor', () => {
    const { container } = renderWithServices(<WorkspaceGate />, {
      auth: { initialized: true },
    });
    expect(container).toBeEmptyDOMElement();
  });

  async function acceptTermsOn(path: string) {
    const user = userEvent.setup();
    const api = apiWithTerms(false);
    renderWithServices(
      <>
        <WorkspaceGate />
        <CurrentPath />
      </>,
      { path, api, auth: signedIn },
    );
    await screen.findByRole('dialog', { name: 'Terms of User Agreement' });
    // Short terms in jsdom have no layout; give them some so the 90 % rule can be met.
    const region = screen.getByRole('region', { name: 'Terms text' });
    Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 100 });
    Object.defineProperty(region, 'clientHeight', { configurable: true, value: 100 });
    fireEvent.scroll(region);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    // Saving is asynchronous: the modal closes once the server answered.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('opens the terms modal when not accepted; Accept saves and goes to /dashboard', async () => {
    await acceptTermsOn('/pricing');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard'),
    );
    expect(termsAcceptanceCache.isAccepted('u-1')).toBe(true);
  });

  it('stays on /pricing after Accept when a paid pack chosen before sign-in waits there', async () => {
    sessionStorage.setItem('selectedPlan', 'Standard Pack');
    await acceptTermsOn('/pricing');
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/pricing');
    expect(termsAcceptanceCache.isAccepted('u-1')).toBe(true);
    sessionStorage.clear();
  });

  it('Decline logs the user out', async () => {
    const user = userEvent.setup();
    const { services } = renderWithServices(<WorkspaceGate />, {
      api: apiWithTerms(false),
      auth: signedIn,
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(services.auth.logout).toHaveBeenCalledOnce();
  });

  it('does not ask again once the user accepted in this tab', async () => {
    termsAcceptanceCache.markAccepted('u-1');
    const api = apiWithTerms(false);
    const { container } = renderWithServices(<WorkspaceGate />, { api, auth: signedIn });
    expect(container.querySelector('[data-terms-gate="accepted"]')).not.toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('registers a first sign-in once, with the dashboard asking too and StrictMode replaying effects', async () => {
    // The dashboard's download card has no manifest here and says so in the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = signUpApi(async () => newProfile);
    renderWithServices(
      <StrictMode>
        <WorkspaceGate />
        <DashboardPage />
      </StrictMode>,
      { path: '/dashboard', api, auth: signedIn },
    );
    await screen.findByRole('dialog', { name: 'Terms of User Agreement' });
    expect(await screen.findByRole('region', { name: 'Pack & Credits' })).toHaveTextContent(
      '25 of 25 credits available',
    );
    expect(api.callsTo(getOwnProfileOperation)).toHaveLength(1);
    expect(api.callsTo(registerUserOperation)).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('right after a sign-in registers first and never asks auth/me, which would answer 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = signUpApi(async () => newProfile);
    renderWithServices(
      <StrictMode>
        <WorkspaceGate />
        <DashboardPage />
      </StrictMode>,
      { path: '/dashboard', api, auth: { ...signedIn, returnedFromLogin: true } },
    );
    await screen.findByRole('dialog', { name: 'Terms of User Agreement' });
    expect(await screen.findByRole('region', { name: 'Pack & Credits' })).toHaveTextContent(
      '25 of 25 credits available',
    );
    expect(api.callsTo(registerUserOperation)).toHaveLength(1);
    expect(api.callsTo(getOwnProfileOperation)).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('shows why a registration failed, with Retry and a way to contact us', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let refuse = true;
    const api = signUpApi(async () => {
      if (refuse) throw new ApiError('invalid_input', 'email: Invalid email address', 400);
      return newProfile;
    });
    renderWithServices(
      <>
        <WorkspaceGate />
        <DashboardPage />
      </>,
      { path: '/dashboard', api, auth: signedIn },
    );

    const failure = await screen.findByRole('region', {
      name: 'We could not create your Rewright account',
    });
    expect(within(failure).getByRole('alert')).toHaveTextContent('email: Invalid email address');
    expect(within(failure).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // The dashboard waits for the account instead of showing "No account exists…".
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();

    refuse = false;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('dialog', { name: 'Terms of User Agreement' });
    expect(screen.queryByRole('region', { name: /could not create/ })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Pack & Credits' })).toHaveTextContent(
      '25 of 25 credits available',
    );
    expect(api.callsTo(registerUserOperation)).toHaveLength(2);
    vi.restoreAllMocks();
  });
});

const newProfile = {
  id: 'id-1',
  username: 'josé',
  email: 'josé@example.com',
  first_name: '',
  last_name: '',
  contact_number: '',
  company: '',
  role: '',
  is_active: true,
  keycloak_id: 'u-1',
  created_at: '2026-11-24T00:00:00.000Z',
};

/** A server that does not know the user yet: /auth/me answers 404 until `register` succeeds. */
function signUpApi(register: () => Promise<unknown>) {
  let registered = false;
  return createFakeApiClient()
    .on(getOwnProfileOperation, async () => {
      if (registered) return newProfile;
      throw new ApiError('user_not_found', 'No account exists for this sign-in yet.', 404);
    })
    .on(registerUserOperation, async () => {
      const profile = await register();
      registered = true;
      return profile;
    })
    .on(getTermsFullInfoOperation, async () => ({
      content: { content: 'Terms.', version: '1.0' },
      acceptance_status: { accepted: false, accepted_at: null },
    }))
    .on(getWebsiteDashboardStatsOperation, async () => {
      if (!registered) throw new ApiError('user_not_found', 'No account exists.', 404);
      return {
        user_id: 'id-1',
        user_name: 'josé',
        user_email: 'josé@example.com',
        first_name: '',
        last_name: '',
        total_credits: 25,
        credits_used: 0,
        current_plan: 'Free Pack',
        plan_features: { active_features: [], inactive_features: [] },
      };
    })
    .on(getContactInfoOperation, async () => ({ admin_email: 'help@rewright.dev' }));
}
