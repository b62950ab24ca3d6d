// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasLoginCallback, stripCallbackParams } from './callback-params';

describe('stripCallbackParams', () => {
  it('removes the fragment keycloak-js answers with', () => {
    expect(
      stripCallbackParams({
        pathname: '/dashboard',
        search: '',
        hash: '#state=abc&session_state=s1&iss=http%3A%2F%2Fid&code=xyz',
      }),
    ).toBe('/dashboard');
  });

  it('removes callback params from the query and keeps the others', () => {
    expect(
      stripCallbackParams({
        pathname: '/payment-success',
        search: '?session_id=cs_1&state=abc&code=xyz&iss=x',
        hash: '',
      }),
    ).toBe('/payment-success?session_id=cs_1');
  });

  it('removes an error answer too', () => {
    expect(
      stripCallbackParams({
        pathname: '/',
        search: '',
        hash: '#error=login_required&error_description=x&state=abc',
      }),
    ).toBe('/');
  });

  it('leaves a normal anchor alone', () => {
    expect(stripCallbackParams({ pathname: '/pricing', search: '', hash: '#faq' })).toBe(
      '/pricing#faq',
    );
  });
});

describe('hasLoginCallback', () => {
  it('recognises a code answer in the fragment or the query', () => {
    expect(hasLoginCallback({ search: '', hash: '#state=a&code=b' })).toBe(true);
    expect(hasLoginCallback({ search: '?state=a&code=b', hash: '' })).toBe(true);
  });

  it('ignores URLs without both state and code or error', () => {
    expect(hasLoginCallback({ search: '?code=b', hash: '' })).toBe(false);
    expect(hasLoginCallback({ search: '', hash: '#faq' })).toBe(false);
  });
});
