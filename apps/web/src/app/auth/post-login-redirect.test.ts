import { describe, expect, it, vi } from 'vitest';
import {
  isSafeRedirectPath,
  REDIRECT_AFTER_LOGIN_KEY,
  resolvePostLoginTarget,
  takeRedirectAfterLogin,
} from './post-login-redirect';

describe('isSafeRedirectPath', () => {
  it.each(['/dashboard', '/pricing?plan=standard', '/documentation#top', '/'])(
    'accepts the same-origin path %s',
    (path) => expect(isSafeRedirectPath(path)).toBe(true),
  );

  it.each([
    '//evil.example.com',
    '/\\evil.example.com',
    'https://evil.example.com/dashboard',
    'javascript:alert(1)',
    'dashboard',
    '/\t/evil.example.com',
    ' /dashboard',
    '',
  ])('refuses %j', (value) => expect(isSafeRedirectPath(value)).toBe(false));

  it('refuses non-strings', () => {
    expect(isSafeRedirectPath(null)).toBe(false);
    expect(isSafeRedirectPath(42)).toBe(false);
  });
});

describe('takeRedirectAfterLogin', () => {
  it('returns a safe path once and clears it', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/pricing');
    expect(takeRedirectAfterLogin(sessionStorage)).toBe('/pricing');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('clears and ignores an unsafe value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '//evil.example.com');
    expect(takeRedirectAfterLogin(sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    warn.mockRestore();
  });
});

describe('resolvePostLoginTarget', () => {
  it('prefers the stored path', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/payments');
    expect(resolvePostLoginTarget(sessionStorage, '/')).toBe('/payments');
  });

  it('sends a user on / to /dashboard and leaves other pages alone', () => {
    expect(resolvePostLoginTarget(sessionStorage, '/')).toBe('/dashboard');
    expect(resolvePostLoginTarget(sessionStorage, '/pricing')).toBeNull();
  });
});
