import { describe, expect, it } from 'vitest';
import { ContactSubmissionSchema } from './contact';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  mobile: '+44 20 7946 0000',
  company: 'Engines',
  message: 'Hello',
};

const firstMessage = (input: object) =>
  ContactSubmissionSchema.safeParse(input).error?.issues[0]?.message;

describe('ContactSubmissionSchema', () => {
  it('accepts a complete submission and trims the text fields', () => {
    expect(ContactSubmissionSchema.parse({ ...valid, name: ' Ada ' })).toEqual(valid);
  });

  it('gives the form message for a malformed email, and zod’s own for a missing one', () => {
    expect(firstMessage({ ...valid, email: 'ada-at-example' })).toBe(
      'Enter a valid email address.',
    );
    expect(firstMessage({ ...valid, email: undefined })).toMatch(/received undefined/);
    expect(firstMessage({ ...valid, email: `${'a'.repeat(60)}@${'b'.repeat(200)}.example` })).toBe(
      'Email must be at most 254 characters.',
    );
  });
});
