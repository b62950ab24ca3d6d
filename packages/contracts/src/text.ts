import { z } from 'zod';

/** The message of a refused NUL; the server's validation error puts the field name in front. */
export const NUL_CHARACTER_MESSAGE =
  'Text with a NUL character (U+0000) cannot be stored; remove it and try again.';

/**
 * Every request string the server stores or looks up goes through this: PostgreSQL `text` cannot
 * hold U+0000, so without it such input reaches the database and fails there (a 500 instead of a
 * 400 naming the field). Wraps any string schema (optional, email, trimmed...) and keeps its type.
 */
export function storableText<T extends z.ZodType<string | undefined>>(schema: T): T {
  return schema.refine((value) => value === undefined || !value.includes('\u0000'), {
    message: NUL_CHARACTER_MESSAGE,
  });
}

/**
 * An e-mail address as the identity provider accepts it, internationalised ones included
 * (`josé@example.com`, `x@bücher.example`): a user it signed up must be able to use that address
 * everywhere the site asks for one.
 */
export function emailAddress(params?: Parameters<typeof z.email>[0]) {
  const options = typeof params === 'string' ? { error: params } : params;
  return storableText(z.email({ ...options, pattern: z.regexes.unicodeEmail }));
}
