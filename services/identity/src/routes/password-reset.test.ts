import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freeFailures } from '../login-throttle.js';
import { paths } from '../paths.js';
import { registrationMessages } from '../registration.js';
import {
  CookieJar,
  createAuthorization,
  createTestIdentity,
  formTokenOf,
  getPage,
  signIn,
  submitForm,
  type TestIdentity,
} from '../test-harness.js';
import { resetLinkMessages } from './password-reset.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

const attempt = createAuthorization();

function requestReset(username: string, jar = new CookieJar()) {
  const url = `${paths.forgotPassword}?${attempt.query}`;
  return submitForm(identity, jar, url, url, { username });
}

/** Reset links listed on the development page, newest first. */
async function listedLinks(): Promise<string[]> {
  const page = (await identity.app.inject(paths.devResetLinks)).body;
  return [
    ...page.matchAll(/href="(http:\/\/localhost:8080[^"]*reset-password\?token=[^"]+)"/g),
  ].map((m) => m[1]!.replace('http://localhost:8080', '').replace(/&amp;/g, '&'));
}

async function setPassword(
  link: string,
  password: string,
  confirmation = password,
  jar = new CookieJar(),
) {
  const page = await getPage(identity, jar, link);
  if (page.statusCode !== 200) return page;
  const response = await identity.app.inject({
    method: 'POST',
    url: link,
    headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      form_token: formTokenOf(page.body),
      password,
      passwordConfirm: confirmation,
    }).toString(),
  });
  jar.store(response);
  return response;
}

describe('forgot password', () => {
  it('gives the same neutral answer for known and unknown accounts', async () => {
    const known = await requestReset('demo');
    const unknown = await requestReset('nobody@nowhere.dev');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toContain('If an account matches what you entered');
    expect(known.body).toBe(unknown.body);
    expect(await listedLinks()).toHaveLength(1);
  });

  it('lists links newest first on the development page', async () => {
    await requestReset('demo');
    identity.clock.advanceSeconds(60);
    await requestReset('demo@rewright.dev');
    const page = (await identity.app.inject(paths.devResetLinks)).body;
    expect(page).toContain('Recent reset links');
    // Created and expiry columns of each row, in page order.
    const times = [...page.matchAll(/<td>(2025-06-0\d \d\d:\d\d UTC)<\/td>/g)].map((m) => m[1]);
    expect(times).toEqual([
      '2025-06-01 12:01 UTC',
      '2025-06-02 12:01 UTC',
      '2025-06-01 12:00 UTC',
      '2025-06-02 12:00 UTC',
    ]);
  });

  it('asks for a username or email when the field is empty', async () => {
    const response = await requestReset('  ');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert">Enter your username or email.');
  });
});

describe('reset link', () => {
  it('sets a new password once; the old password stops working and the link is spent', async () => {
    await requestReset('demo');
    const [link] = await listedLinks();
    const page = await identity.app.inject(link!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');

    const mismatch = await setPassword(link!, 'brand-new-pass', 'brand-new-typo');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(registrationMessages.passwordMismatch);
    const short = await setPassword(link!, 'short');
    expect(short.body).toContain(registrationMessages.passwordTooShort);

    const done = await setPassword(link!, 'brand-new-pass');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been updated.');
    expect(done.body).toContain(`href="${paths.authorize}?`);

    expect((await signIn(identity, new CookieJar(), attempt)).statusCode).toBe(401);
    const withNew = await signIn(identity, new CookieJar(), attempt, {
      username: 'demo',
      password: 'brand-new-pass',
    });
    expect(withNew.statusCode).toBe(302);

    const reused = await identity.app.inject(link!);
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain(resetLinkMessages.used);
    expect((await setPassword(link!, 'another-pass-1')).statusCode).toBe(410);
  });

  it('lifts the sign-in lock of the account, whichever spelling caused it', async () => {
    for (let i = 0; i < freeFailures; i++) {
      await signIn(identity, new CookieJar(), attempt, {
        username: 'DEMO@rewright.dev',
        password: `wrong-${i}`,
      });
    }
    expect((await signIn(identity, new CookieJar(), attempt)).statusCode).toBe(429);

    await requestReset('demo');
    const [link] = await listedLinks();
    expect((await setPassword(link!, 'brand-new-pass')).statusCode).toBe(200);
    const withNew = await signIn(identity, new CookieJar(), attempt, {
      username: 'demo',
      password: 'brand-new-pass',
    });
    expect(withNew.statusCode).toBe(302);
  });

  it('expires after 24 hours', async () => {
    await requestReset('demo');
    const [link] = await listedLinks();
    identity.clock.advanceSeconds(24 * 3600 - 1);
    expect((await identity.app.inject(link!)).statusCode).toBe(200);
    identity.clock.advanceSeconds(1);
    const expired = await identity.app.inject(link!);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(resetLinkMessages.expired);
  });

  it('says so for an unknown token', async () => {
    const response = await identity.app.inject(`${paths.resetPassword}?token=made-up`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(resetLinkMessages.unknown);
  });
});

describe('development page of reset links', () => {
  const openWith = async (env: NodeJS.ProcessEnv) => {
    const other = await createTestIdentity(env);
    try {
      const url = `${paths.forgotPassword}?${attempt.query}`;
      const requested = await submitForm(other, new CookieJar(), url, url, { username: 'demo' });
      const page = await other.app.inject({
        url: paths.devResetLinks,
        headers: { accept: 'text/html' },
      });
      return { requested, page };
    } finally {
      await other.close();
    }
  };

  it('is not served when the stand-in listens beyond loopback', async () => {
    const { requested, page } = await openWith({ IDENTITY_HOST: '0.0.0.0' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('reset-password?token=');
    expect(requested.body).toContain('the link is written to its log.');
    expect(requested.body).not.toContain(paths.devResetLinks);
  });

  it('is not served on loopback when switched off', async () => {
    const { page } = await openWith({ IDENTITY_DEV_PAGES: 'false' });
    expect(page.statusCode).toBe(404);
  });

  it('is served beyond loopback when IDENTITY_DEV_PAGES=true', async () => {
    const { requested, page } = await openWith({
      IDENTITY_HOST: '0.0.0.0',
      IDENTITY_DEV_PAGES: 'true',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reset-password?token=');
    expect(requested.body).toContain(`href="${paths.devResetLinks}"`);
  });

  it('is served on loopback by default', async () => {
    const { page } = await openWith({});
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reset-password?token=');
  });
});
