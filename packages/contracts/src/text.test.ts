import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactSubmissionSchema } from './contact';
import { CreateCheckoutSessionRequestSchema } from './payments';
import { emailAddress, NUL_CHARACTER_MESSAGE, storableText } from './text';
import { RegisterUserRequestSchema, UpdateProfileRequestSchema } from './users';

describe('storableText', () => {
  it('refuses a NUL anywhere in the text and keeps the wrapped rules', () => {
    const schema = storableText(z.string().trim().max(5, 'Too long.'));
    expect(schema.parse(' ok ')).toBe('ok');
    expect(schema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
    expect(schema.safeParse('toolong').error?.issues[0]?.message).toBe('Too long.');
  });

  it('lets an optional field stay absent', () => {
    expect(storableText(z.string().optional()).parse(undefined)).toBeUndefined();
  });

  it('is used by the stored text fields, naming the field in the issue path', () => {
    const cases = [
      [RegisterUserRequestSchema, { company: 'Acme\u0000' }, 'company'],
      [UpdateProfileRequestSchema, { role: '\u0000' }, 'role'],
      [
        ContactSubmissionSchema,
        {
          name: 'Ada',
          email: 'ada@example.com',
          mobile: '+44 20 7946 0000',
          company: 'Engines',
          message: 'Hi\u0000',
        },
        'message',
      ],
    ] as const;
    for (const [schema, input, field] of cases) {
      const issue = schema.safeParse(input).error?.issues[0];
      expect(issue?.path).toEqual([field]);
      expect(issue?.message).toBe(NUL_CHARACTER_MESSAGE);
    }
  });
});

describe('emailAddress', () => {
  it('accepts the internationalised addresses an identity provider accepts', () => {
    for (const email of ['josé@example.com', 'x@bücher.example', 'ada@example.com']) {
      expect(emailAddress().safeParse(email).success).toBe(true);
      expect(
        CreateCheckoutSessionRequestSchema.safeParse({
          plan_type: 'standard',
          customer_email: email,
        }).success,
      ).toBe(true);
    }
    const contact = {
      name: 'José',
      email: 'josé@example.com',
      mobile: '+34 600 000 000',
      company: 'B',
      message: 'Hola',
    };
    expect(ContactSubmissionSchema.parse(contact).email).toBe('josé@example.com');
  });

  it('refuses what is not an address, and a NUL', () => {
    for (const email of ['nope', 'a b@example.com', 'ada@example.com\u0000']) {
      expect(emailAddress().safeParse(email).success).toBe(false);
    }
  });
});
