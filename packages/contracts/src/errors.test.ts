import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, errorStatuses } from './errors';

describe('ErrorBodySchema', () => {
  it('accepts the one error shape', () => {
    const body = { error: { code: 'unauthenticated', message: 'Sign in first.' } };
    expect(ErrorBodySchema.parse(body)).toEqual(body);
  });

  it('refuses an unknown code', () => {
    expect(ErrorBodySchema.safeParse({ error: { code: 'oops', message: 'x' } }).success).toBe(
      false,
    );
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const status of Object.values(errorStatuses)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});
