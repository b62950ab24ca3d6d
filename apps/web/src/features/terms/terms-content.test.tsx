import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTermsContentOperation } from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { TermsContent } from './terms-content';

afterEach(() => {
  vi.restoreAllMocks();
});

const terms = {
  version: '2026-01',
  content: '1. Acceptance\nBy using Rewright…\n\n2. Credits\nOne credit…',
};

describe('TermsContent', () => {
  it('shows a loading state, then the paragraphs from the server', async () => {
    const api = createFakeApiClient().on(getTermsContentOperation, async () => terms);
    renderWithServices(<TermsContent />, { api });
    expect(screen.getByRole('status')).toHaveTextContent('Loading terms...');
    expect(await screen.findByText(/By using Rewright/)).toBeInTheDocument();
    expect(screen.getByText(/One credit/)).toBeInTheDocument();
    expect(screen.getByText('Version 2026-01')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledWith(getTermsContentOperation);
  });

  it('shows the error with Retry, and Retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(terms);
    renderWithServices(<TermsContent />, {
      api: createFakeApiClient().on(getTermsContentOperation, get),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load terms content. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const article = await screen.findByRole('article', { name: 'Terms of Service text' });
    expect(article).toHaveFocus();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
