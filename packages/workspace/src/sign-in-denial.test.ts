import { describe, expect, it } from 'vitest';
import { describeSignInDenial } from './sign-in-denial';

describe('describeSignInDenial', () => {
  it('says in words what a bare known OAuth error code means', () => {
    expect(describeSignInDenial('access_denied')).toBe(
      'Sign-in was cancelled or denied in the browser.',
    );
    expect(describeSignInDenial('login_required', null)).toBe(
      'Sign-in was not completed: the identity provider needs you to log in. Try again and log in in the browser.',
    );
    expect(describeSignInDenial('interaction_required', '')).toMatch(
      /finish a step in the browser/,
    );
    expect(describeSignInDenial('invalid_request')).toMatch(/refused the sign-in request/);
    expect(describeSignInDenial('server_error')).toMatch(/had an internal error/);
    expect(describeSignInDenial('temporarily_unavailable')).toMatch(/temporarily unavailable/);
  });

  it("keeps the provider's description, and names an unknown code as it came", () => {
    expect(describeSignInDenial('access_denied', 'User denied access')).toBe(
      'Sign-in was not completed: User denied access.',
    );
    expect(describeSignInDenial('unsupported_response_type')).toBe(
      'Sign-in was not completed: unsupported_response_type.',
    );
    // Not a catalogue entry just because it is a property of every object.
    expect(describeSignInDenial('toString')).toBe('Sign-in was not completed: toString.');
  });
});
