import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../app/render-with-services';
import { CookiePolicyContent } from './cookie-policy-content';

describe('CookiePolicyContent', () => {
  it('lists what is stored and links to the contact page', () => {
    renderWithServices(<CookiePolicyContent />);
    expect(screen.getByRole('table', { name: /Cookies and browser storage/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Sign-in session cookies/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });
});
