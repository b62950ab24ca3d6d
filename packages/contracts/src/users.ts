import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';
import { storableText } from './text';

/** GET /api/v1/auth/me — the signed-in user's profile as the server stores it. */
export const UserProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  contact_number: z.string(),
  company: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  keycloak_id: z.string(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

const optionalText = (label: string, max: number) =>
  storableText(
    z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional(),
  );

const contactNumber = optionalText('Contact number', 40).refine(
  (value) => value === undefined || /^[+()\-.\s\d]*$/.test(value),
  'Use only digits, spaces and + ( ) - . in a contact number.',
);

/**
 * POST /api/v1/auth/register — creates the caller's user. E-mail, username and names come from
 * the verified token's claims (the identity provider is their authority); the body adds only what
 * the token does not carry. Anything else it names (email, username, keycloak_id... of the older
 * payload) is ignored. A repeat, `/auth/me` and a profile update copy any of those fields the
 * token now carries differently (a change made at the identity provider), keeping the stored
 * value of a claim the token does not carry.
 */
export const RegisterUserRequestSchema = z.object({
  contact_number: contactNumber,
  company: optionalText('Company', 120),
  role: optionalText('Role', 120),
});
export type RegisterUserRequest = z.infer<typeof RegisterUserRequestSchema>;

/**
 * PUT /api/v1/auth/update_profile — only the fields that changed (spec: username is sent as `name`).
 * contact_number, company and role are editable. name, email, first_name and last_name come from
 * the identity provider: sending them unchanged is harmless, a different value is refused with 400.
 */
export const UpdateProfileRequestSchema = z.object({
  name: storableText(z.string().optional()),
  email: storableText(z.string().optional()),
  first_name: storableText(z.string().optional()),
  last_name: storableText(z.string().optional()),
  contact_number: contactNumber,
  company: optionalText('Company', 120),
  role: optionalText('Role', 120),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const getOwnProfileOperation = defineOperation({
  method: 'GET',
  path: '/auth/me',
  auth: 'bearer',
  tags: ['users'],
  summary: "The caller's profile",
  responses: { 200: UserProfileSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
});

export const registerUserOperation = defineOperation({
  method: 'POST',
  path: '/auth/register',
  auth: 'bearer',
  tags: ['users'],
  summary:
    'Register the caller (201) and grant the signup credits once; a repeat answers the profile (200)',
  body: RegisterUserRequestSchema,
  responses: {
    200: UserProfileSchema,
    201: UserProfileSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
  },
});

export const updateProfileOperation = defineOperation({
  method: 'PUT',
  path: '/auth/update_profile',
  auth: 'bearer',
  tags: ['users'],
  summary: 'Save the changed editable fields (contact_number, company, role)',
  body: UpdateProfileRequestSchema,
  responses: {
    200: UserProfileSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    404: ErrorBodySchema,
  },
});
