import {
  ErrorBodySchema,
  getOwnProfileOperation,
  registerUserOperation,
  updateProfileOperation,
  UserProfileSchema,
} from '@rewright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../db/schema';
import { recordAnsweredStatuses } from '../test-answered-statuses';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let token: string;
let statuses: ReturnType<typeof recordAnsweredStatuses>;

const registration = { contact_number: '+44 20 7946 0000' };

beforeAll(async () => {
  t = await createTestApp();
  statuses = recordAnsweredStatuses(t.app);
  token = await t.tokens.mint({ sub: 'user-ada' });
});
afterAll(() => t.close());

const me = (bearer = token) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${bearer}` },
  });
const register = (body: object, bearer = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { authorization: `Bearer ${bearer}` },
    payload: body,
  });

describe('/api/v1/auth/me and /api/v1/auth/register', () => {
  it('answers 404 user_not_found before registration', async () => {
    const response = await me();
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('user_not_found');
  });

  it('needs a token, checked before the body', async () => {
    for (const payload of [registration, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });

  it('takes e-mail, username and names from the token, whatever the body claims', async () => {
    const bearer = await t.tokens.mint({ sub: 'user-mallory', email: 'mallory@example.com' });
    const response = await register(
      {
        email: 'ada@example.com',
        username: 'admin',
        first_name: 'System',
        last_name: 'Administrator',
        is_active: false,
        keycloak_id: 'user-ada',
        company: 'Mallory Ltd',
      },
      bearer,
    );
    expect(response.statusCode).toBe(201);
    expect(UserProfileSchema.parse(response.json())).toMatchObject({
      keycloak_id: 'user-mallory',
      email: 'mallory@example.com',
      username: 'ada',
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_active: true,
      company: 'Mallory Ltd',
    });
  });

  it('registers internationalised e-mail addresses the identity provider accepted', async () => {
    for (const [sub, email] of [
      ['user-jose', 'josé@example.com'],
      ['user-buecher', 'x@bücher.example'],
    ] as const) {
      const bearer = await t.tokens.mint({ sub, email, preferred_username: email });
      const created = await register({}, bearer);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ email, username: email });
      expect((await me(bearer)).json()).toMatchObject({ email });
      const stats = await t.app.inject({
        method: 'GET',
        url: '/api/v1/dashboard/stats_website',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(stats.json()).toMatchObject({ total_credits: 25 });
    }
  });

  it('registers the caller (201) and then /me answers their profile', async () => {
    const created = await register(registration);
    expect(created.statusCode).toBe(201);
    const profile = UserProfileSchema.parse(created.json());
    expect(profile).toMatchObject({
      username: 'ada',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      contact_number: '+44 20 7946 0000',
      company: '',
      role: '',
      is_active: true,
      keycloak_id: 'user-ada',
    });

    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(UserProfileSchema.parse(response.json())).toEqual(profile);
  });

  it('answers the existing profile (200) on a repeat and grants the signup credits exactly once', async () => {
    const first = await me();
    const again = await register({ ...registration, company: 'Changed' });
    expect(again.statusCode).toBe(200);
    expect(UserProfileSchema.parse(again.json())).toEqual(first.json());

    const [user] = await t.database.db.select().from(users).where(eq(users.keycloakId, 'user-ada'));
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user!.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      delta: 25,
      kind: 'signup_grant',
      reference: 'signup:user-ada',
    });
  });

  it('grants +25 once to 10 concurrent registrations of a new user', async () => {
    const bearer = await t.tokens.mint({ sub: 'user-racer' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => register(registration, bearer)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.keycloakId, 'user-racer'));
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user!.id));
    expect(ledger.map((row) => row.delta)).toEqual([25]);
  });

  it('refuses a malformed field the body adds (400 naming the field)', async () => {
    const bearer = await t.tokens.mint({ sub: 'user-typo' });
    const response = await register({ contact_number: 'call me' }, bearer);
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.message).toMatch(/^contact_number: /);
  });

  it('needs no body fields: contact number, company and role default to empty', async () => {
    const bearer = await t.tokens.mint({ sub: 'user-grace' });
    const response = await register({}, bearer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      contact_number: '',
      company: '',
      role: '',
      is_active: true,
    });
  });
});

describe('PUT /api/v1/auth/update_profile', () => {
  const update = (body: object, bearer = token) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/update_profile',
      headers: { authorization: `Bearer ${bearer}` },
      payload: body,
    });

  it('saves the changed editable fields and answers the updated profile', async () => {
    const response = await update({ company: ' Engines Ltd ', role: 'Analyst' });
    expect(response.statusCode).toBe(200);
    expect(UserProfileSchema.parse(response.json())).toMatchObject({
      username: 'ada',
      company: 'Engines Ltd',
      role: 'Analyst',
    });
    expect((await me()).json()).toMatchObject({ company: 'Engines Ltd', role: 'Analyst' });
  });

  it('refuses a read-only field with a new value (400 naming it)', async () => {
    const response = await update({ email: 'other@example.com' });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.message).toMatch(/^email: /);
  });

  it('refuses an over-long or malformed field (400 naming it)', async () => {
    const long = await update({ company: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('company: Company must be at most 120 characters.');
    const phone = await update({ contact_number: 'call me' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.message).toMatch(/^contact_number: /);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/update_profile',
      payload: { role: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for a caller who never registered', async () => {
    const response = await update({ role: 'x' }, await t.tokens.mint({ sub: 'user-unknown' }));
    expect(response.statusCode).toBe(404);
  });
});

describe('a profile changed at the identity provider', () => {
  const sub = 'user-renamed';
  const before = {
    sub,
    email: 'old@example.com',
    preferred_username: 'old-name',
    given_name: 'Old',
    family_name: 'Name',
  };
  const after = {
    sub,
    email: 'new@exämple.com',
    preferred_username: 'new-name',
    given_name: 'Néw',
    family_name: 'Surname',
  };
  const stored = async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.keycloakId, sub));
    return row!;
  };

  it('is corrected from the next token by /auth/me, keeping what the body added', async () => {
    expect((await register({ company: 'Engines' }, await t.tokens.mint(before))).statusCode).toBe(
      201,
    );
    const response = await me(await t.tokens.mint(after));
    expect(response.statusCode).toBe(200);
    expect(UserProfileSchema.parse(response.json())).toMatchObject({
      email: 'new@exämple.com',
      username: 'new-name',
      first_name: 'Néw',
      last_name: 'Surname',
      company: 'Engines',
    });
    expect(await stored()).toMatchObject({ email: 'new@exämple.com', username: 'new-name' });
  });

  it('is corrected by a repeated registration, which grants nothing more', async () => {
    await me(await t.tokens.mint(before));
    expect((await stored()).email).toBe('old@example.com');
    const again = await register({ company: 'Ignored' }, await t.tokens.mint(after));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email: 'new@exämple.com', company: 'Engines' });
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, (await stored()).id));
    expect(ledger).toHaveLength(1);
  });

  it("update_profile accepts the provider's new values and still refuses others", async () => {
    await me(await t.tokens.mint(before));
    const bearer = await t.tokens.mint(after);
    const update = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/update_profile',
        headers: { authorization: `Bearer ${bearer}` },
        payload,
      });
    const saved = await update({ email: 'new@exämple.com', name: 'new-name', role: 'Lead' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'new@exämple.com', role: 'Lead' });
    const refused = await update({ email: 'old@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(refused.json()).error.message).toMatch(/^email: /);
  });

  it('keeps a stored field the token does not carry', async () => {
    const bare = await t.tokens.mint({
      sub,
      email: 'new@exämple.com',
      preferred_username: 'new-name',
      given_name: undefined,
      family_name: undefined,
    });
    expect((await me(bare)).json()).toMatchObject({ first_name: 'Néw', last_name: 'Surname' });
  });
});

// Last: after the requests above met every status the routes answer.
describe('the user operations of the contracts', () => {
  it('declare exactly the statuses the routes answered above', () => {
    expect(
      statuses.driftOf([getOwnProfileOperation, registerUserOperation, updateProfileOperation]),
    ).toEqual({ undeclared: [], unmet: [] });
  });
});
