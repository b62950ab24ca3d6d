import {
  getOwnProfileOperation,
  registerUserOperation,
  updateProfileOperation,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
import { updateOwnProfile } from './profile-update';
import { getOwnProfile, registerUser } from './registration';

/** /auth/me, /auth/register and /auth/update_profile (the spec's /auth/auth/* with the doubled prefix collapsed). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getOwnProfileOperation),
    handler: async (request) => getOwnProfile(app.db, request.identity),
  });

  app.route({
    ...routeOf(app, registerUserOperation),
    handler: async (request, reply) => {
      const { profile, created } = await registerUser(app.db, request.identity, request.body);
      return reply.status(created ? 201 : 200).send(profile);
    },
  });

  app.route({
    ...routeOf(app, updateProfileOperation),
    handler: async (request) => updateOwnProfile(app.db, request.identity, request.body),
  });
};

export default userRoutes;
