import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage, backendUnreachable } from './api-error-message';

describe('apiErrorMessage', () => {
  it('names the unreachable backend at the page’s own address for network errors and time-outs', () => {
    expect(window.location.origin).toBe('http://localhost:3000');
    expect(apiErrorMessage(new ApiError('network_error', 'x', 0), 'Fallback')).toBe(
      'Backend server is not accessible. Please ensure the server is running at http://localhost:3000.',
    );
    expect(apiErrorMessage(new ApiError('timeout', 'x', 0), 'Fallback')).toBe(backendUnreachable());
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
