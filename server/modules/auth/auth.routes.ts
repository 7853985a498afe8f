import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@core/api/auth.schema';
import { errorBodySchema } from '@core/api/common.schema';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import type { Mailer } from '@server/mail/mailer';
import * as repo from './auth.repository';
import * as service from './auth.service';
import { sendVerification } from './email-links.service';
import { clearSessionCookie, signInAs } from './session';

/** Registering, signing in and who is signed in: public, under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; mailer: Mailer }> = async (
  app,
  deps,
) => {
  const { db, config, mailer } = deps;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: userSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await service.register(db, request.body);
      // The account works at once; the email asks to confirm the address (a banner too).
      if (mailer.enabled) {
        await sendVerification(deps, user.id).catch((error: unknown) =>
          request.log.error({ err: error }, 'confirmation email not queued'),
        );
      }
      return reply.status(201).send(await signInAs(request, reply, deps, user));
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await service.checkCredentials(db, request.body, request.ip);
      return signInAs(request, reply, deps, user);
    },
  );

  app.get(
    '/current-user',
    { schema: { tags: ['auth'], response: { 200: currentUserSchema } } },
    async (request) => request.user,
  );
};

/** Signing out, under /api/auth: only a signed-in person has a session to end. */
export const signOutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.sessionId) await repo.deleteSession(db, request.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
