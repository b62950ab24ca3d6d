import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { signedInUser } from '../../app/auth/fake-auth-client';
import {
  getContactInfoOperation,
  getDownloadManifestOperation,
  getWebsiteDashboardStatsOperation,
  listConversionsOperation,
  type Conversion,
} from '../../app/contracts';
import { createFakeApiClient } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { DashboardPage } from './dashboard-page';

const stats = {
  user_id: 'id-1',
  user_name: 'ada',
  user_email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  total_credits: 275,
  credits_used: 25,
  current_plan: 'Standard Pack',
  plan_features: { active_features: ['priority_support'], inactive_features: ['sso'] },
};
const manifest = {
  baseUrl: '/d',
  platforms: {
    windows: {
      name: 'Windows',
      platform: 'windows',
      file: 'Rewright-Setup.exe',
      size: '197 MB',
      description: '',
      version: '1.0.0',
      fileType: 'exe',
      available: true,
      onThisServer: true,
    },
    macos: {
      name: 'macOS',
      platform: 'macos',
      file: 'Rewright.dmg',
      size: '154 MB',
      description: '',
      version: '1.0.0',
      fileType: 'dmg',
      available: true,
      onThisServer: true,
    },
    linux: {
      name: 'Linux',
      platform: 'linux',
      file: 'Rewright.tar.gz',
      size: '117 MB',
      description: '',
      version: '1.0.0',
      fileType: 'tar.gz',
      available: false,
      onThisServer: false,
    },
  },
};

function apiWith(statsAnswer: () => Promise<unknown>) {
  return createFakeApiClient()
    .on(getWebsiteDashboardStatsOperation, statsAnswer)
    .on(getContactInfoOperation, () => ({ admin_email: 'help@rewright.dev' }))
    .on(getDownloadManifestOperation, () => manifest)
    .on(listConversionsOperation, () => ({ conversions: [], total: 0 }));
}

const conversion = (n: number, overrides: Partial<Conversion> = {}): Conversion => ({
  id: `c-${n}`,
  idempotency_key: `k-${n}`,
  files: 3,
  test_cases: 4,
  test_cases_charged: 4,
  test_cases_free: 0,
  credits: 4,
  source_kinds: ['protractor'],
  created_at: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

const signedIn = { initialized: true, authenticated: true, user: signedInUser };

describe('DashboardPage', () => {
  it('shows the skeleton, then the five cards with credits, usage and features', async () => {
    renderWithServices(<DashboardPage />, { api: apiWith(async () => stats), auth: signedIn });
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();

    const credits = await screen.findByRole('region', { name: 'Pack & Credits' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Ada' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage your account, download the app, or get support'),
    ).toBeInTheDocument();
    expect(within(credits).getByText('Standard Pack')).toBeInTheDocument();
    expect(within(credits).getByText('No Expiration')).toBeInTheDocument();
    expect(credits).toHaveTextContent('250 of 275 credits available');
    expect(within(credits).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '9');
    expect(credits).toHaveTextContent('25 credits used during this period');
    expect(within(credits).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/payments',
    );

    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(personal).toHaveTextContent('NameAda LovelaceEmailada@example.com');
    expect(within(personal).getByRole('link', { name: 'Manage Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    const features = screen.getByRole('region', { name: 'Pack Features' });
    expect(features).toHaveTextContent('Priority Support');
    expect(features).toHaveTextContent('Not included: SSO');
    expect(within(features).getByRole('link', { name: 'Compare all packs' })).toHaveAttribute(
      'href',
      '/payments',
    );

    const support = screen.getByRole('region', { name: 'Need Support?' });
    expect(
      await within(support).findByRole('link', { name: 'help@rewright.dev' }),
    ).toBeInTheDocument();

    const download = screen.getByRole('region', { name: 'Download App' });
    expect(
      await within(download).findByRole('button', {
        name: /Windows\s*Rewright-Setup.exe · 197 MB/,
      }),
    ).toBeEnabled();
    expect(within(download).getByRole('button', { name: /Linux\s*Coming soon/ })).toBeDisabled();
    expect(within(download).getByRole('link', { name: 'Installation guide' })).toHaveAttribute(
      'href',
      '/documentation?section=linux-installation',
    );
  });

  it('lists the usage: date, files, test cases, credits, and which were free and why', async () => {
    const rows = [
      conversion(1, { test_cases: 6, test_cases_charged: 4, test_cases_free: 2 }),
      conversion(2, { files: 0, test_cases: 5, test_cases_charged: 5, credits: 5 }),
    ];
    const api = apiWith(async () => stats).on(listConversionsOperation, ({ query }) => ({
      conversions: query?.skip === 0 ? rows : [conversion(11)],
      total: 11,
    }));
    renderWithServices(<DashboardPage />, { api, auth: signedIn });
    const usage = await screen.findByRole('region', { name: 'Usage' });
    expect(usage).toHaveTextContent('25 credits used.');
    const table = await within(usage).findByRole('table', { name: 'Conversions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Files', 'Test cases', 'Credits', 'Free']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['11/20/2026', '3', '6', '4', '2 test cases free: a TODO was left inside'],
      ['11/20/2026', 'Not reported', '5', '5', 'None'],
    ]);
    expect(api.callsTo(listConversionsOperation)).toEqual([{ query: { skip: 0, limit: 10 } }]);

    const pages = within(usage).getByRole('navigation', { name: 'Usage pages' });
    expect(pages).toHaveTextContent('Showing 1–2 of 11');
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(await within(usage).findByText('Showing 11–11 of 11')).toBeInTheDocument();
    expect(api.callsTo(listConversionsOperation)).toContainEqual({
      query: { skip: 10, limit: 10 },
    });
  });

  it('says when there is no usage yet, and offers Retry when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('internal', 'down', 500))
      .mockResolvedValueOnce({ conversions: [], total: 0 });
    const api = apiWith(async () => stats).on(listConversionsOperation, list);
    renderWithServices(<DashboardPage />, { api, auth: signedIn });
    const usage = await screen.findByRole('region', { name: 'Usage' });
    expect(await within(usage).findByRole('alert')).toHaveTextContent('Failed to load usage');
    await userEvent.click(within(usage).getByRole('button', { name: 'Retry' }));
    expect(await within(usage).findByText(/^No conversions yet\./)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says before any click which installers this server lacks and how to run from source', async () => {
    const api = apiWith(async () => stats).on(getDownloadManifestOperation, () => ({
      ...manifest,
      platforms: {
        ...manifest.platforms,
        windows: { ...manifest.platforms.windows, onThisServer: false },
      },
    }));
    renderWithServices(<DashboardPage />, { api, auth: signedIn });
    const download = await screen.findByRole('region', { name: 'Download App' });
    expect(
      await within(download).findByRole('button', { name: /Windows\s*Not on this server/ }),
    ).toBeDisabled();
    expect(within(download).getByRole('button', { name: /macOS/ })).toBeEnabled();
    expect(download).toHaveTextContent(
      'This server has no installer for Windows or Linux. Run the app from source instead: see “Run the desktop app from source” in the repository README.',
    );
  });

  it('retries once, then shows the error line over the fallback stats', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = apiWith(async () => {
      throw new ApiError('network_error', 'down', 0);
    });
    renderWithServices(<DashboardPage />, { api, auth: signedIn });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Backend server is not accessible. Please ensure the server is running at http://localhost:3000.',
    );
    expect(api.callsTo(getWebsiteDashboardStatsOperation)).toHaveLength(2);
    const credits = screen.getByRole('region', { name: 'Pack & Credits' });
    expect(credits).toHaveTextContent('Free Pack');
    expect(credits).toHaveTextContent('0 of 0 credits available');
    expect(within(credits).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const personal = screen.getByRole('region', { name: 'Personal Info' });
    expect(within(personal).getAllByText('Not provided')).toHaveLength(2);
    // Fallback features are the spec's defaults.
    expect(screen.getByRole('region', { name: 'Pack Features' })).toHaveTextContent(
      'Basic Test Conversion',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Ada' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows Loading... for the support address while it is fetched', async () => {
    // The dashboard also renders the download card.
    const api = apiWith(async () => stats).on(getContactInfoOperation, () => new Promise(() => {}));
    renderWithServices(<DashboardPage />, { api, auth: signedIn });
    const support = await screen.findByRole('region', { name: 'Need Support?' });
    expect(support).toHaveTextContent('Loading...');
  });

  it('shows the username as the Name only when first and last name are both empty', async () => {
    renderWithServices(<DashboardPage />, {
      api: apiWith(async () => ({ ...stats, first_name: '', last_name: '' })),
      auth: signedIn,
    });
    const personal = await screen.findByRole('region', { name: 'Personal Info' });
    expect(personal).toHaveTextContent('NameadaEmail');
  });
});

describe('dashboard colours', () => {
  // WCAG 2.1 relative luminance and contrast ratio, from the stylesheet's own values.
  const css = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
  const theme = css('../../app/theme.css');
  const variable = (name: string) =>
    new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1] ?? '';
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r, g, b] = channels.map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  it('greys the features a pack lacks at WCAG AA contrast (4.5:1) on the card', () => {
    const rule = /\.dashboard__feature--inactive\s*\{([^}]*)\}/.exec(css('dashboard.css'))?.[1];
    expect(rule).toBeDefined();
    // Opacity would blend the text into the card and lower the contrast computed below.
    expect(rule).not.toMatch(/opacity/);
    const colour = /color:\s*var\((--[\w-]+)\)/.exec(rule!)?.[1];
    const card = /background:\s*var\((--[\w-]+)\)/.exec(css('../../ui/card.css'))?.[1];
    expect(contrast(variable(colour!), variable(card!))).toBeGreaterThanOrEqual(4.5);
  });
});
