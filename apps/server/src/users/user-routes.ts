import {
  ErrorBodySchema,
  RegisterUserRequestSchema,
  UpdateProfileRequestSchema,
  UserProfileSchema,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateOwnProfile } from './profile-update';
import { getOwnProfile, registerUser } from './registration';

/** /auth/me, /auth/register and /auth/update_profile (the spec's /auth/auth/* with the doubled prefix collapsed). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The caller's profile",
        security: [{ bearer: [] }],
        response: { 200: UserProfileSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getOwnProfile(app.db, request.identity),
  );

  app.post(
    '/auth/register',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Register the caller (201) and grant the signup credits once; a repeat answers the profile (200)',
        security: [{ bearer: [] }],
        body: RegisterUserRequestSchema,
        response: {
          200: UserProfileSchema,
          201: UserProfileSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { profile, created } = await registerUser(app.db, request.identity, request.body);
      return reply.status(created ? 201 : 200).send(profile);
    },
  );

  app.put(
    '/auth/update_profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Save the changed editable fields (contact_number, company, role)',
        security: [{ bearer: [] }],
        body: UpdateProfileRequestSchema,
        response: {
          200: UserProfileSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => updateOwnProfile(app.db, request.identity, request.body),
  );
};

export default userRoutes;
