import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
  type User,
} from '../../../core/api/auth.schema';
import { errorBodySchema } from '../../../core/api/common.schema';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import * as repo from './auth.repository';
import * as service from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session';

export function authRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  /** A new token at every sign-in; the one the browser held before is revoked. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: User) {
    if (request.sessionId) await repo.deleteSession(db, request.sessionId);
    await repo.deleteExpiredSessions(db);
    setSessionCookie(reply, config, await service.startSession(db, user.id, config.sessionDays));
    return user;
  }

  r.post(
    '/api/auth/register',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: userSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await service.register(db, request.body);
      return reply.status(201).send(await signIn(request, reply, user));
    },
  );

  r.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await service.checkCredentials(db, request.body);
      return signIn(request, reply, user);
    },
  );

  r.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.sessionId) await repo.deleteSession(db, request.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/auth/current-user',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: currentUserSchema } } },
    async (request) => request.user,
  );
}
