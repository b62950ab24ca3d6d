import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../app/api-client';
import { signedInUser } from '../../app/auth/fake-auth-client';
import { renderWithServices } from '../../app/render-with-services';
import { termsAcceptanceCache } from './terms-acceptance-cache';
import { WorkspaceGate } from './workspace-gate';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function apiWithTerms(accepted: boolean) {
  return {
    get: vi.fn(async (path: string) =>
      path === '/auth/me'
        ? {
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
          }
        : {
            content: { content: 'Terms.', version: '1.0' },
            acceptance_status: { accepted, accepted_at: null },
          },
    ),
    post: vi.fn(async () => ({ accepted: true, version: '1.0', accepted_at: 'x' })),
    put: vi.fn(),
  } as unknown as ApiClient;
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
    expect(api.get).not.toHaveBeenCalled();
  });
});
