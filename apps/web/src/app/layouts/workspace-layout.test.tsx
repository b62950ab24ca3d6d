import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/fake-auth-client';
import { renderWithServices } from '../render-with-services';
import { WorkspaceLayout } from './workspace-layout';

describe('WorkspaceLayout', () => {
  it('shows the WORKSPACE links, the user and Logout', () => {
    renderWithServices(<WorkspaceLayout />, {
      path: '/dashboard',
      auth: { initialized: true, authenticated: true, user: signedInUser },
    });
    const nav = screen.getByRole('navigation', { name: 'WORKSPACE' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Dashboard', 'Profile', 'Payments']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('A')).toHaveClass('workspace__avatar');
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
