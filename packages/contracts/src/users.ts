import { z } from 'zod';

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

/** POST /api/v1/auth/register — creates the caller's user from their token (keycloak_id must be the caller's `sub`). */
export const RegisterUserRequestSchema = z.object({
  email: z.email().max(254),
  username: z.string().min(1).max(100),
  first_name: z.string().max(100).default(''),
  last_name: z.string().max(100).default(''),
  contact_number: z.string().max(40).default(''),
  is_active: z.boolean().default(true),
  keycloak_id: z.string().min(1).max(100),
});
export type RegisterUserRequest = z.infer<typeof RegisterUserRequestSchema>;
