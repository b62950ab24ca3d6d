import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import { createTestIdentity, webOrigin, type TestIdentity } from '../test-harness.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

describe('login-status iframe', () => {
  it('serves a page the site may frame, with its script from a file', async () => {
    const response = await identity.app.inject(paths.loginStatusIframe);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<script src="${paths.resources}/login-status-iframe.js"></script>`,
    );
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(
      `frame-ancestors 'self' http://localhost:8001 http://127.0.0.1:8001 http://localhost:5173`,
    );
    expect(response.headers['x-frame-options']).toBeUndefined();

    const script = await identity.app.inject(`${paths.resources}/login-status-iframe.js`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    // Every path through the handler answers one of the three words.
    expect(script.body).toContain("reply('error')");
    expect(script.body).toContain("'unchanged'");
    expect(script.body).toContain("'changed'");
    expect(script.body).toContain('KEYCLOAK_SESSION');
  });

  it('init answers 204 for a known client on its origin and 403 otherwise', async () => {
    const init = (clientId: string, origin: string) =>
      identity.app.inject(
        `${paths.loginStatusInit}?${new URLSearchParams({ client_id: clientId, origin })}`,
      );
    expect((await init('rewright-web', webOrigin)).statusCode).toBe(204);
    expect((await init('rewright-web', 'https://evil.example')).statusCode).toBe(403);
    expect((await init('nobody', webOrigin)).statusCode).toBe(403);
  });
});

describe('third-party cookie check', () => {
  it('step 1 sets a test cookie and goes to step 2, which reports "supported"', async () => {
    const step1 = await identity.app.inject(paths.thirdPartyCookiesStep1);
    expect(step1.statusCode).toBe(302);
    expect(step1.headers.location).toBe('step2.html');
    const cookie = step1.cookies.find((c) => c.name === 'KEYCLOAK_3P_COOKIE')!;
    expect(cookie.value).toBe('supported');

    const step2 = await identity.app.inject({
      url: paths.thirdPartyCookiesStep2,
      headers: { cookie: `KEYCLOAK_3P_COOKIE=${cookie.value}` },
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.body).toContain('data-answer="supported"');
    expect(step2.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${webOrigin}`,
    );
  });

  it('step 2 reports "unsupported" when the cookie did not come back', async () => {
    const step2 = await identity.app.inject(paths.thirdPartyCookiesStep2);
    expect(step2.body).toContain('data-answer="unsupported"');
    const script = await identity.app.inject(`${paths.resources}/third-party-cookies.js`);
    expect(script.body).toContain(
      'window.parent.postMessage(document.currentScript.dataset.answer',
    );
  });
});
