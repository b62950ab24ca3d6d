import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage, BACKEND_UNREACHABLE } from './api-error-message';

describe('apiErrorMessage', () => {
  it('names the unreachable backend for network errors and time-outs', () => {
    expect(apiErrorMessage(new ApiError('network_error', 'x', 0), 'Fallback')).toBe(
      'Backend server is not accessible. Please ensure the server is running on port 8001.',
    );
    expect(apiErrorMessage(new ApiError('timeout', 'x', 0), 'Fallback')).toBe(BACKEND_UNREACHABLE);
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
