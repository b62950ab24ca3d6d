import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGE_PLACEHOLDER, DownloadUnavailablePage } from './download-unavailable-page';

describe('DownloadUnavailablePage (static, filled in by the server)', () => {
  it('has the heading, the message slot as its lead, and the ways back', () => {
    render(
      <MemoryRouter>
        <DownloadUnavailablePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Download unavailable');
    expect(screen.getByText(DOWNLOAD_MESSAGE_PLACEHOLDER)).toHaveClass('page-header__lead');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to Download' })).toHaveAttribute(
      'href',
      '/download',
    );
    expect(within(main).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // It is served without a script: nothing on it may need one to work.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
