import { ErrorBodySchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/v1/test/crash', async () => {
    throw new Error('connection to postgres://admin:hunter2@db failed');
  });
  t.app.get('/api/v1/test/conflict', async () => {
    throw new AppError('conflict', 'Already there.');
  });
  token = await t.tokens.mint({ sub: 'user-errors' });
});
afterAll(() => t.close());

const register = (payload: string | object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });

describe('error shape', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(ErrorBodySchema.parse(response.json())).toEqual({
      error: { code: 'not_found', message: 'There is no GET /api/v1/no-such-thing in this API.' },
    });
  });

  it('answers an unknown method on a known path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/health' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('not_found');
  });

  it('answers an invalid body with 400 invalid_input naming the field', async () => {
    const response = await register({ company: 42 });
    expect(response.statusCode).toBe(400);
    const { error } = ErrorBodySchema.parse(response.json());
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^company: /);
  });

  it('says which required field is missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/credits/consume',
      headers: { authorization: `Bearer ${token}` },
      payload: { amount: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_input', message: 'idempotency_key is required.' },
    });
  });

  it('answers a body that is not JSON with 400 invalid_input', async () => {
    const response = await register('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_input', message: 'The request body is not valid JSON.' },
    });
  });

  it('maps an AppError code to its status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: 'Already there.' } });
  });

  it('hides the details of a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    const { error } = ErrorBodySchema.parse(response.json());
    expect(error.code).toBe('internal');
    expect(response.body).not.toMatch(/hunter2|postgres|stack/);
    expect(error.message).toBe('Something went wrong on our side. Please try again later.');
  });
});
