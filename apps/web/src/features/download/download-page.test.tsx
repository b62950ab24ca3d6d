import type { DownloadManifest } from '@rewright/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { createDownloadLinkOperation, getDownloadManifestOperation } from '../../app/contracts';
import { createFakeApiClient, type FakeAnswer } from '../../app/fake-api-client';
import { renderWithServices } from '../../app/render-with-services';
import { toastStore } from '../toasts/toast-store';
import { DownloadPage } from './download-page';
import { browserNavigation } from './use-start-download';

const entry = (
  platform: 'windows' | 'macos' | 'linux',
  fileType: string,
  available: boolean,
  onThisServer = available,
) => ({
  name: { windows: 'Windows', macos: 'macOS', linux: 'Linux' }[platform],
  platform,
  file: `rewright${fileType}`,
  size: '197 MB',
  description: `${platform} installer`,
  version: 'v1.0.0',
  fileType,
  available,
  onThisServer,
});

const manifest: DownloadManifest = {
  baseUrl: '/api/v1/downloads',
  platforms: {
    windows: entry('windows', '.exe', true),
    macos: entry('macos', '.dmg', true),
    linux: entry('linux', '.tar.gz', false),
  },
};

function api(post: FakeAnswer<typeof createDownloadLinkOperation> = vi.fn()) {
  return createFakeApiClient()
    .on(getDownloadManifestOperation, async () => manifest)
    .on(createDownloadLinkOperation, post);
}

const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.clear();
});

describe('DownloadPage', () => {
  it('shows version, size, file type and description from the manifest', async () => {
    renderWithServices(<DownloadPage />, { api: api() });
    const windows = await screen.findByRole('article', { name: 'Windows' });
    expect(windows).toHaveTextContent('v1.0.0');
    expect(windows).toHaveTextContent('197 MB');
    expect(windows).toHaveTextContent('.exe');
    expect(windows).toHaveTextContent('windows installer');
  });

  it('reads Login to Download when signed out, and Coming soon (disabled) for Linux', async () => {
    renderWithServices(<DownloadPage />, { api: api(), auth: { initialized: true } });
    await screen.findByRole('article', { name: 'Windows' });
    expect(within(card('Windows')).getByRole('button')).toHaveTextContent('Login to Download');
    expect(within(card('macOS')).getByRole('button')).toHaveTextContent('Login to Download');
    const linux = within(card('Linux')).getByRole('button');
    expect(linux).toHaveTextContent('Coming soon');
    expect(linux).toBeDisabled();
  });

  it('reads Download {type} when signed in', async () => {
    renderWithServices(<DownloadPage />, {
      api: api(),
      auth: { initialized: true, authenticated: true },
    });
    await screen.findByRole('article', { name: 'Windows' });
    expect(within(card('Windows')).getByRole('button')).toHaveTextContent('Download .exe');
    expect(within(card('macOS')).getByRole('button')).toHaveTextContent('Download .dmg');
  });

  it('never reads Login to Download while the sign-in check runs', async () => {
    const { services } = renderWithServices(<DownloadPage />, {
      api: api(),
      auth: { initialized: false, authenticated: false },
    });
    await screen.findByRole('article', { name: 'Windows' });
    expect(within(card('Windows')).getByRole('button')).toHaveTextContent('Download .exe');
    expect(screen.queryByText('Login to Download')).toBeNull();

    act(() => services.auth.set({ initialized: true, authenticated: true }));
    expect(within(card('Windows')).getByRole('button')).toHaveTextContent('Download .exe');
  });

  it('a platform chosen during the sign-in check waits for its answer', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const post = vi.fn(async () => ({
      url: '/api/v1/downloads/windows/file?sig=x',
      expires_at: '2026-01-01T00:00:00Z',
    }));
    const { services } = renderWithServices(<DownloadPage />, { api: api(post) });
    services.auth.init.mockImplementation(async () =>
      services.auth.set({ initialized: true, authenticated: true }),
    );
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Windows' })).getByRole('button'),
    );
    expect(services.auth.register).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/api/v1/downloads/windows/file?sig=x');
  });

  it('sends a signed-out visitor to registration with the signup flag', async () => {
    const { services } = renderWithServices(<DownloadPage />, { api: api() });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'macOS' })).getByRole('button'),
    );
    expect(sessionStorage.getItem('signupFlow')).toBe('true');
    expect(services.auth.register).toHaveBeenCalled();
    expect(services.api.call).not.toHaveBeenCalledWith(
      createDownloadLinkOperation,
      expect.anything(),
    );
  });

  it('asks a signed-in visitor’s link from the server and navigates to it', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const post = vi.fn(async () => ({
      url: '/api/v1/downloads/windows/file?sig=x',
      expires_at: '2026-01-01T00:00:00Z',
    }));
    renderWithServices(<DownloadPage />, {
      api: api(post),
      auth: { initialized: true, authenticated: true },
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Windows' })).getByRole('button'),
    );
    expect(post).toHaveBeenCalledWith({ params: { platform: 'windows' } });
    expect(assign).toHaveBeenCalledWith('/api/v1/downloads/windows/file?sig=x');
  });

  it('shows the server’s message when the link is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi.fn(async () => {
      throw new ApiError('not_found', 'The Windows installer left this server a moment ago.', 404);
    });
    renderWithServices(<DownloadPage />, {
      api: api(post),
      auth: { initialized: true, authenticated: true },
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Windows' })).getByRole('button'),
    );
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
      'The Windows installer left this server a moment ago.',
    ]);
  });

  it('says before any click that this server has no macOS installer, and how to run from source', async () => {
    const post = vi.fn();
    const withoutDmg: DownloadManifest = {
      ...manifest,
      platforms: { ...manifest.platforms, macos: entry('macos', '.dmg', true, false) },
    };
    renderWithServices(<DownloadPage />, {
      api: api(post).on(getDownloadManifestOperation, async () => withoutDmg),
      auth: { initialized: true, authenticated: true },
    });
    const macos = await screen.findByRole('article', { name: 'macOS' });
    const button = within(macos).getByRole('button');
    expect(button).toHaveTextContent('Not on this server');
    expect(button).toBeDisabled();
    const note =
      'This server has no macOS installer. Run the app from source instead: see “Run the desktop app from source” in the repository README.';
    expect(macos).toHaveTextContent(note);
    expect(button).toHaveAccessibleDescription(`macOS ${note}`);
    expect(card('Linux')).toHaveTextContent(
      'The Linux installer is coming soon. Until then, run the app from source: see “Run the desktop app from source” in the repository README.',
    );
    // Windows is on this server: its card keeps the spec's label and no note.
    expect(within(card('Windows')).getByRole('button')).toHaveTextContent('Download .exe');
    expect(card('Windows')).not.toHaveTextContent('from source');

    await userEvent.click(screen.getByRole('button', { name: 'Download for your platform' }));
    const list = screen.getByRole('list', { name: 'Platforms' });
    expect(within(list).getByRole('button', { name: 'macOS (Not on this server)' })).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows skeletons while loading and an error with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(manifest);
    renderWithServices(<DownloadPage />, {
      api: createFakeApiClient().on(getDownloadManifestOperation, get),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading downloads...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the downloads.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Windows' })).toBeInTheDocument();
  });
});

describe('platform chooser', () => {
  it('opens and closes, Escape returns focus, Linux is disabled', async () => {
    renderWithServices(<DownloadPage />, { api: api() });
    await screen.findByRole('article', { name: 'Windows' });
    const trigger = screen.getByRole('button', { name: 'Download for your platform' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Platforms' })).not.toBeInTheDocument();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Platforms' });
    expect(within(list).getByRole('button', { name: 'Linux (Coming soon)' })).toBeDisabled();

    await userEvent.tab();
    expect(within(list).getByRole('button', { name: 'Windows' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('choosing a platform signed out starts registration and closes the list', async () => {
    const { services } = renderWithServices(<DownloadPage />, { api: api() });
    await screen.findByRole('article', { name: 'Windows' });
    await userEvent.click(screen.getByRole('button', { name: 'Download for your platform' }));
    await userEvent.click(screen.getByRole('button', { name: 'macOS' }));
    expect(services.auth.register).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download for your platform' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('links to the installation guide', () => {
    renderWithServices(<DownloadPage />, { api: api() });
    expect(screen.getByRole('link', { name: 'Installation guide' })).toHaveAttribute(
      'href',
      '/documentation?section=download-app',
    );
    expect(screen.getByRole('link', { name: 'Linux installation' })).toHaveAttribute(
      'href',
      '/documentation?section=linux-installation',
    );
  });
});
