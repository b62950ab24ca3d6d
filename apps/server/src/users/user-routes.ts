import { ErrorBodySchema, RegisterUserRequestSchema, UserProfileSchema } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOwnProfile, registerUser } from './registration';

/** /auth/me and /auth/register (the spec's /auth/auth/* with the doubled prefix collapsed). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    {
      preHandler: app.authenticate,
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
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Register the caller and grant the signup credits',
        security: [{ bearer: [] }],
        body: RegisterUserRequestSchema,
        response: {
          201: UserProfileSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerUser(app.db, request.identity, request.body)),
  );
};

export default userRoutes;
