import { ErrorBodySchema, NUL_CHARACTER_MESSAGE } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';

let t: TestApp;
let ada: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_RATE_LIMIT_MAX: '100' } });
  ada = await t.signUp('user-ada');
});
afterAll(() => t.close());

interface Case {
  method: 'POST' | 'PUT';
  url: string;
  /** A body the route accepts; each field in turn gets a NUL. */
  body: Record<string, unknown>;
  fields: string[];
  /** Fields with a format (an e-mail address) refuse the NUL with their format's message. */
  formatted?: string[];
}

const cases: Case[] = [
  {
    method: 'POST',
    url: '/api/v1/auth/register',
    body: {},
    fields: ['contact_number', 'company', 'role'],
  },
  {
    method: 'PUT',
    url: '/api/v1/auth/update_profile',
    body: {},
    fields: ['name', 'email', 'first_name', 'last_name', 'contact_number', 'company', 'role'],
  },
  {
    method: 'POST',
    url: '/api/v1/contact/submit',
    body: {
      name: 'Ada',
      email: 'ada@example.com',
      mobile: '+44 20 7946 0000',
      company: 'Engines',
      message: 'Hello',
    },
    fields: ['name', 'email', 'mobile', 'company', 'message'],
    formatted: ['email'],
  },
  {
    method: 'POST',
    url: '/api/v1/payment-history/',
    body: {
      user_id: 'user-ada',
      status: 'cancelled',
      checkout_id: '00000000-0000-4000-8000-000000000000',
    },
    fields: ['user_id', 'currency', 'customer_email', 'description', 'plan_type'],
  },
  {
    method: 'POST',
    url: '/api/v1/terms/accept-terms',
    body: { user_id: 'user-ada' },
    fields: ['user_id'],
  },
  {
    method: 'POST',
    url: '/api/v1/credits/consume',
    body: { amount: 1, idempotency_key: 'conversion-1' },
    fields: ['idempotency_key'],
  },
  {
    method: 'POST',
    url: '/api/v1/stripe/create-checkout-session',
    body: { plan_type: 'standard', customer_email: 'ada@example.com', metadata: { plan: 'x' } },
    fields: ['plan_type', 'customer_email', 'metadata.plan'],
    formatted: ['customer_email'],
  },
  {
    method: 'POST',
    url: '/api/v1/stripe/verify-payment',
    body: { session_id: 'cs_test_1' },
    fields: ['session_id'],
  },
];

/** `body` with a NUL inside the (possibly nested, dotted) field. */
function withNul(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const [head, ...rest] = field.split('.') as [string, ...string[]];
  if (rest.length > 0) {
    return { ...body, [head]: withNul(body[head] as Record<string, unknown>, rest.join('.')) };
  }
  const value = typeof body[head] === 'string' ? (body[head] as string) : 'text';
  return { ...body, [head]: `${value.slice(0, 1)}\u0000${value.slice(1)}` };
}

describe('a NUL character in a stored text field', () => {
  for (const { method, url, body, fields, formatted = [] } of cases) {
    for (const field of fields) {
      it(`${method} ${url} ${field}: 400 naming the field`, async () => {
        const response = await t.app.inject({
          method,
          url,
          headers: ada.headers,
          payload: withNul(body, field),
        });
        expect(response.statusCode).toBe(400);
        const { error } = ErrorBodySchema.parse(response.json());
        expect(error.code).toBe('invalid_input');
        if (formatted.includes(field)) expect(error.message).toMatch(new RegExp(`^${field}: `));
        else expect(error.message).toBe(`${field}: ${NUL_CHARACTER_MESSAGE}`);
      });
    }
  }

  it('GET /api/v1/payment-history/user/:userId userId: 400 naming the parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payment-history/user/user%00ada',
      headers: ada.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.message).toBe(
      `userId: ${NUL_CHARACTER_MESSAGE}`,
    );
  });
});
