import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage, backendUnreachable } from './api-error-message';

describe('apiErrorMessage', () => {
  // Vitest's jsdom environment hands out its JSDOM instance: the page is put at an address of the
  // test's choosing instead of relying on jsdom's default (http://localhost:3000).
  const dom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } })
    .jsdom;
  const defaultUrl = window.location.href;
  afterEach(() => dom.reconfigure({ url: defaultUrl }));

  it('names the unreachable backend at the page’s own address for network errors and time-outs', () => {
    dom.reconfigure({ url: 'https://rewright.example:8443/dashboard?tab=usage' });
    expect(window.location.origin).toBe('https://rewright.example:8443');
    expect(apiErrorMessage(new ApiError('network_error', 'x', 0), 'Fallback')).toBe(
      'Backend server is not accessible. Please ensure the server is running at https://rewright.example:8443.',
    );
    expect(apiErrorMessage(new ApiError('timeout', 'x', 0), 'Fallback')).toBe(
      'Backend server is not accessible. Please ensure the server is running at https://rewright.example:8443.',
    );

    dom.reconfigure({ url: 'http://127.0.0.1:8101/pricing' });
    expect(backendUnreachable()).toBe(
      'Backend server is not accessible. Please ensure the server is running at http://127.0.0.1:8101.',
    );
  });

  it('names whatever address the deployment serves the site from, never a fixed port', () => {
    expect(backendUnreachable('https://rewright.example')).toBe(
      'Backend server is not accessible. Please ensure the server is running at https://rewright.example.',
    );
  });

  it('passes 4xx messages on and hides 5xx details behind the fallback', () => {
    expect(apiErrorMessage(new ApiError('invalid_input', 'Role is too long.', 400), 'F')).toBe(
      'Role is too long.',
    );
    expect(apiErrorMessage(new ApiError('internal', 'stack trace', 500), 'Fallback')).toBe(
      'Fallback',
    );
    expect(apiErrorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});
