import { ErrorBodySchema, UserProfileSchema } from '@rewright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let token: string;

const registration = {
  email: 'ada@example.com',
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  contact_number: '+44 20 7946 0000',
  is_active: true,
  keycloak_id: 'user-ada',
};

beforeAll(async () => {
  t = await createTestApp();
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

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registration,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to register someone else (403)', async () => {
    const response = await register({ ...registration, keycloak_id: 'user-grace' });
    expect(response.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(response.json()).error).toEqual({
      code: 'forbidden',
      message: 'You can only register your own account.',
    });
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

  it('answers 409 on a repeat and grants the signup credits exactly once', async () => {
    const again = await register(registration);
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('conflict');

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

  it('fills the optional fields with their defaults', async () => {
    const bearer = await t.tokens.mint({ sub: 'user-grace' });
    const response = await register(
      { email: 'grace@example.com', username: 'grace', keycloak_id: 'user-grace' },
      bearer,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      first_name: '',
      last_name: '',
      contact_number: '',
      is_active: true,
    });
  });
});
