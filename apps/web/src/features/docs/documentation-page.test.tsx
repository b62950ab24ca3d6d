import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices } from '../../app/render-with-services';
import { DocumentationPage } from './documentation-page';

afterEach(() => {
  document.head.innerHTML = '';
});

function sectionHeading() {
  return screen.getByRole('heading', { level: 2 });
}

describe('DocumentationPage', () => {
  it('opens Sign Up & Login without a section parameter', () => {
    renderWithServices(<DocumentationPage />, { path: '/documentation' });
    expect(sectionHeading()).toHaveTextContent('Sign Up & Login');
    expect(screen.getByText(/Google/, { selector: 'h3' })).toBeInTheDocument();
  });

  it('opens the section named by ?section=', () => {
    renderWithServices(<DocumentationPage />, {
      path: '/documentation?section=forgot-password',
    });
    expect(sectionHeading()).toHaveTextContent('Forgot Password');
    expect(screen.getByText('password reset links expire after 24 hours')).toBeInTheDocument();
  });

  it('falls back to Sign Up & Login for an unknown id', () => {
    renderWithServices(<DocumentationPage />, { path: '/documentation?section=billing' });
    expect(sectionHeading()).toHaveTextContent('Sign Up & Login');
  });

  it('marks the current section in the sidebar and switches on click', async () => {
    const user = userEvent.setup();
    renderWithServices(<DocumentationPage />, { path: '/documentation' });
    const nav = screen.getByRole('navigation', { name: 'User Guide sections' });
    expect(within(nav).getByRole('link', { name: 'Sign Up & Login' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'Buy a Pack' }));
    expect(sectionHeading()).toHaveTextContent('Buy a Pack');
    expect(screen.getByRole('table')).toHaveTextContent('Standard Pack25099 USD');
  });

  it('switches section from the dropdown', async () => {
    const user = userEvent.setup();
    renderWithServices(<DocumentationPage />, { path: '/documentation' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'use-app');
    expect(sectionHeading()).toHaveTextContent('Use the App');
    expect(screen.getAllByText(/rewright convert <src>/).length).toBeGreaterThan(0);
  });

  it('shows the Linux sub-entries linking to their headings', () => {
    renderWithServices(<DocumentationPage />, {
      path: '/documentation?section=linux-installation',
    });
    const nav = screen.getByRole('navigation', { name: 'User Guide sections' });
    for (const [name, id] of [
      ['Prerequisites', 'linux-prerequisites'],
      ['Windows', 'linux-windows'],
      ['Mac', 'linux-mac'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/documentation?section=linux-installation#${id}`,
      );
      expect(screen.getByRole('heading', { level: 3, name })).toHaveAttribute('id', id);
    }
  });
});
