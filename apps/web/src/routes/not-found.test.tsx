import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../app/render-with-services';
import { NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  it('says Coming soon with a Go Home link', () => {
    renderWithServices(<NotFoundRoute />, { path: '/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
