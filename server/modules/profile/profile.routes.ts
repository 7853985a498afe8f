import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  languageBodySchema,
  sessionListSchema,
  type Language,
} from '@core/api/profile.schema';
import { errorBodySchema } from '@core/api/common.schema';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import type { Config } from '@server/config';
import { notFound } from '@server/http/app-error';
import * as users from '../auth/auth.repository';
import { sendVerification, type MailDeps } from '../auth/email-links.service';
import { clearSessionCookie } from '../auth/session';
import { deleteAccount } from './profile-deletion';
import * as service from './profile.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema };
const ok = { 204: z.null() };

/**
 * docs/security.md §8: the signed-in person's account (email, password, sessions, deletion), under
 * /api/account.
 */
export const profileRoutes: FastifyPluginAsyncZod<
  MailDeps & { config: Config; channels: ChannelDeps }
> = async (app, deps) => {
  const { db, config, mailer } = deps;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '',
    { schema: { tags: ['account'], response: { 200: profileSchema } } },
    async (request) => {
      const row = await users.findUserById(db, request.userId);
      if (!row) throw notFound('Account');
      return {
        email: row.email,
        emailVerified: row.emailVerifiedAt !== null,
        hasPassword: row.passwordHash !== null,
        language: row.language as Language,
        mailEnabled: mailer.enabled,
      };
    },
  );

  app.put(
    '/language',
    { schema: { tags: ['account'], body: languageBodySchema, response: ok } },
    async (request, reply) => {
      await users.setLocale(db, request.userId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/verify-email',
    {
      // A few an hour per user: each is an email to an address nobody has proved yet (the
      // key is read before the session is required: an anonymous call counts by address).
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '1 hour',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags: ['account'],
        response: {
          202: z.null(),
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await sendVerification(deps, request.userId);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/password',
    {
      config: { rateLimit },
      schema: { tags: ['account'], body: changePasswordBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.changePassword(deps, request.userId, request.sessionId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sessions',
    { schema: { tags: ['account'], response: { 200: sessionListSchema } } },
    async (request) =>
      (await users.listSessions(db, request.userId)).map((s) => ({
        id: s.id,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === request.sessionId,
      })),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: ['account'],
        params: z.object({ id: z.uuid() }),
        response: { ...ok, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const ended = await users.deleteUserSession(db, request.userId, request.params.id);
      if (!ended) throw notFound('Session');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      schema: { tags: ['account'], response: { 200: z.object({ signedOut: z.number() }) } },
    },
    async (request) => ({
      signedOut: await users.deleteSessionsOf(db, request.userId, request.sessionId),
    }),
  );

  app.post(
    '/delete',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        body: deleteAccountBodySchema,
        response: {
          200: z.object({ channelsRevoked: z.number() }),
          ...errors,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const signedInAt = request.sessionId ? await users.sessionStart(db, request.sessionId) : null;
      const result = await deleteAccount(
        { ...deps.channels, mailer },
        request.userId,
        signedInAt,
        request.body,
      );
      clearSessionCookie(reply);
      return result;
    },
  );
};
