import { describe, expect, it } from 'vitest';
import { createClientRegistry, isAllowedOrigin } from './clients.js';

const clients = createClientRegistry(['http://localhost:8001', 'http://localhost:5173']);
const web = clients.get('rewright-web')!;
const desktop = clients.get('rewright-desktop')!;

describe('rewright-web', () => {
  it('accepts any path under its origins', () => {
    expect(web.isRedirectUriAllowed('http://localhost:8001/')).toBe(true);
    expect(web.isRedirectUriAllowed('http://localhost:8001/pricing?x=1#y')).toBe(true);
    expect(web.isRedirectUriAllowed('http://localhost:5173/silent-check-sso.html')).toBe(true);
  });

  it('refuses other origins, schemes and credentials', () => {
    expect(web.isRedirectUriAllowed('http://localhost:8002/')).toBe(false);
    expect(web.isRedirectUriAllowed('https://localhost:8001/')).toBe(false);
    expect(web.isRedirectUriAllowed('http://localhost:8001@evil.example/')).toBe(false);
    expect(web.isRedirectUriAllowed('http://user:pw@localhost:8001/')).toBe(false);
    expect(web.isRedirectUriAllowed('javascript:alert(1)')).toBe(false);
    expect(web.isRedirectUriAllowed('not a url')).toBe(false);
  });
});

describe('rewright-desktop', () => {
  it('accepts loopback redirects on any port (RFC 8252)', () => {
    expect(desktop.isRedirectUriAllowed('http://127.0.0.1:53122/callback')).toBe(true);
    expect(desktop.isRedirectUriAllowed('http://localhost:41000/')).toBe(true);
  });

  it('refuses non-loopback hosts and https', () => {
    expect(desktop.isRedirectUriAllowed('http://192.168.1.2:53122/callback')).toBe(false);
    expect(desktop.isRedirectUriAllowed('http://127.0.0.1.evil.example/')).toBe(false);
    expect(desktop.isRedirectUriAllowed('https://127.0.0.1:4000/')).toBe(false);
  });
});

describe('CORS origins', () => {
  it('are the web origins only', () => {
    expect(isAllowedOrigin(clients, 'http://localhost:8001')).toBe(true);
    expect(isAllowedOrigin(clients, 'http://127.0.0.1:53122')).toBe(false);
    expect(isAllowedOrigin(clients, 'https://evil.example')).toBe(false);
  });
});
