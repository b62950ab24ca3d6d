import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../users/user-repository';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';
import { errorForLog } from './errors-log';

const augusta = {
  given_name: 'Augusta',
  family_name: 'Byron-King',
  email: 'augusta.king@example.org',
  preferred_username: 'countess-of-lovelace',
};
const phone = '+44 20 7946 0123';
const personalData = [
  augusta.given_name,
  augusta.family_name,
  augusta.email,
  augusta.preferred_username,
  phone,
];

let t: TestApp;
let user: SignedUpUser;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
  // A write that reaches the database with a NUL, as a route without the contracts' check would.
  t.app.post('/api/v1/test/unchecked-insert', async () => {
    await insertUser(t.app.db, {
      keycloakId: 'user-unchecked',
      username: augusta.preferred_username,
      email: augusta.email,
      firstName: augusta.given_name,
      lastName: augusta.family_name,
      contactNumber: `${phone}\u0000`,
    });
    return { stored: true };
  });
  const token = await t.tokens.mint({ sub: 'user-augusta', ...augusta });
  user = { token, userId: '', headers: { authorization: `Bearer ${token}` } };
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: user.headers,
    payload: { contact_number: phone },
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the log of a failing database write', () => {
  it('names the error and its SQLSTATE, never the row or the parameters', async () => {
    // Make the next profile write fail in the database: PostgreSQL then reports the whole row
    // ("Failing row contains (...)") and drizzle the query's parameters.
    await t.app.db.execute(
      sql.raw(`alter table users add constraint test_refused_company check (company <> 'Refused')`),
    );
    lines.length = 0;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/update_profile',
      headers: user.headers,
      payload: { company: 'Refused', role: 'Countess' },
    });
    expect(response.statusCode).toBe(500);

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(
        /^Failed query: update "users" set .*\[parameters not logged\]$/,
      ),
      cause: { code: '23514', constraint: 'test_refused_company' },
    });
    for (const value of [...personalData, 'Countess']) expect(log()).not.toContain(value);
  });

  it('answers a NUL that reaches the database with 400 and logs no personal data', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/unchecked-insert' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/cannot be stored/),
    });
    for (const value of personalData) expect(log()).not.toContain(value);
  });
});

describe('the request log', () => {
  it('has the method and path of a request, not its query string', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/health?email=${encodeURIComponent(augusta.email)}&phone=${encodeURIComponent(phone)}`,
    });
    expect(log()).toContain('"url":"/api/v1/health"');
    expect(log()).not.toContain(encodeURIComponent(augusta.email));
    expect(log()).not.toContain('augusta');
  });
});

describe('errorForLog', () => {
  it('keeps an allow-list of diagnostic fields through the causes', () => {
    const database = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint_name: 'users_email_unique',
      detail: `Key (email)=(${augusta.email}) already exists.`,
      where: `row ${phone}`,
      parameters: [augusta.email, phone],
    });
    const wrapped = new Error(
      `Failed query: insert into "users"\nparams: ${augusta.email},${phone}`,
      {
        cause: database,
      },
    );
    const logged = errorForLog(wrapped);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(logged.stack).toMatch(
      /^Error: Failed query: insert into "users" \[parameters not logged\]\n\s+at /,
    );
    for (const value of personalData) expect(JSON.stringify(logged)).not.toContain(value);
  });

  it('drops the value PostgreSQL quotes in an input syntax error', () => {
    const error = Object.assign(
      new Error(`invalid input syntax for type uuid: "${augusta.email}"`),
      { code: '22P02' },
    );
    expect(errorForLog(error).message).toBe(
      'invalid input syntax for type uuid: [value not logged]',
    );
  });
});
