import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { ErrorBodySchema } from './errors';
import { HealthSchema } from './health';
import { isOperation, pathParamNames, type Operation } from './operation';

const operations = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Operation] => isOperation(entry[1]),
);

describe('the API operations', () => {
  it('are all exported, each named …Operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const [name] of operations) expect(name).toMatch(/^[a-z]\w*Operation$/);
  });

  it('each has its own method and path', () => {
    const keys = operations.map(([, operation]) => `${operation.method} ${operation.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declare a params schema exactly when the path has parameters, with the same names', () => {
    for (const [name, operation] of operations) {
      const names = pathParamNames(operation.path).sort();
      const declared =
        operation.params instanceof z.ZodObject ? Object.keys(operation.params.shape).sort() : [];
      expect({ name, names }).toEqual({ name, names: declared });
    }
  });

  it('answer errors with the one error shape (health reports its checks on 503)', () => {
    for (const [name, operation] of operations) {
      const statuses = Object.keys(operation.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        name,
      ).toBe(true);
      for (const status of statuses.filter((status) => status >= 400)) {
        const expected = operation.path === '/health' ? HealthSchema : ErrorBodySchema;
        expect(operation.responses[status], `${name} ${status}`).toBe(expected);
      }
    }
  });

  it('name every bearer operation that may answer 401, and no other', () => {
    for (const [name, operation] of operations) {
      expect(401 in operation.responses, name).toBe(operation.auth === 'bearer');
    }
  });
});

describe('PlanConfigsAnswerSchema', () => {
  const plan = {
    name: 'Standard Pack',
    amount: 99,
    description: '250 credits',
    credits: 250,
    features: { active_features: [], inactive_features: [] },
  };

  it('reads an array or { plans } as the array, and encodes the array unchanged', () => {
    expect(contracts.PlanConfigsAnswerSchema.parse([plan])).toEqual([plan]);
    expect(contracts.PlanConfigsAnswerSchema.parse({ plans: [plan] })).toEqual([plan]);
    expect(z.encode(contracts.PlanConfigsAnswerSchema, [plan])).toEqual([plan]);
  });
});
