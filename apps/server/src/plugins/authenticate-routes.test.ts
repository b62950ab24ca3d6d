import { ErrorBodySchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';

let t: TestApp;
let ada: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp('user-ada');
});
afterAll(() => t.close());

/** A concrete address for a route pattern: every `:param` (and a wildcard) gets the caller's sub. */
const concrete = (url: string) => url.replace(/:[^/]+/g, 'user-ada').replace(/\*$/, 'x');

const callEveryBearerRoute = (authorization: string) =>
  Promise.all(
    t.app.bearerRoutes.map(async (route) => {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization },
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      return { route: `${route.method} ${route.url}`, response };
    }),
  );

describe('every route behind authenticate', () => {
  it('is found on the app, the API’s bearer routes among them', () => {
    const routes = t.app.bearerRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/v1/auth/me',
        'POST /api/v1/auth/register',
        'POST /api/v1/credits/consume',
        'POST /api/v1/stripe/create-checkout-session',
      ]),
    );
  });

  it('lets a valid access token through (the control for the refusals below)', async () => {
    for (const { route, response } of await callEveryBearerRoute(ada.headers.authorization)) {
      expect(response.statusCode, route).not.toBe(401);
    }
  });

  const refused = [
    ['a refresh token', () => t.tokens.mintRefreshToken({ sub: 'user-ada' }), /refresh token/],
    ['an ID token', () => t.tokens.mintIdToken({ sub: 'user-ada' }), /ID token/],
    [
      'an access token for another service',
      () => t.tokens.mint({ sub: 'user-ada', aud: ['billing-api', 'account'] }),
      /meant for another service/,
    ],
    [
      'an access token without typ',
      () => t.tokens.mint({ sub: 'user-ada', typ: undefined }),
      /without a type/,
    ],
  ] as const;

  for (const [kind, mint, message] of refused) {
    it(`refuses ${kind} with 401`, async () => {
      const results = await callEveryBearerRoute(`Bearer ${await mint()}`);
      for (const { route, response } of results) {
        expect(response.statusCode, route).toBe(401);
        if (route.startsWith('HEAD')) continue;
        const { error } = ErrorBodySchema.parse(response.json());
        expect(error.code, route).toBe('unauthenticated');
        expect(error.message, route).toMatch(message);
      }
    });
  }
});
