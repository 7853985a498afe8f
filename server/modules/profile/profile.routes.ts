import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  forgotPasswordAnswerSchema,
  forgotPasswordBodySchema,
  languageBodySchema,
  resetPasswordBodySchema,
  sessionListSchema,
  verifyEmailBodySchema,
  type Language,
} from '@core/api/profile.schema';
import { errorBodySchema } from '@core/api/common.schema';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import { notFound } from '@server/http/app-error';
import type { Mailer } from '@server/mail/mailer';
import * as users from '../auth/auth.repository';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { clearSessionCookie } from '../auth/session';
import { deleteAccount } from './profile-deletion';
import * as service from './profile.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema };
const ok = { 204: z.null() };

/** docs/security.md §8: the account's lifecycle (email, password, sessions). */
export function accountRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; mailer: Mailer; channels: ChannelDeps },
) {
  const { db, config, mailer } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const user = (request: { user: { id: string } | null }) => request.user!.id;

  r.post(
    '/api/auth/forgot-password',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordAnswerSchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { email, language } = request.body;
      service.requireMail(mailer);
      await service.limitResetsFor(db, email);
      // After the answer: known and unknown addresses get the same answer in the same time.
      setImmediate(() => {
        service
          .forgotPassword(deps, email, language)
          .catch((error: unknown) => request.log.error({ err: error }, 'reset email not queued'));
      });
      return reply.status(202).send({ accepted: true });
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimit },
      schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.resetPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/reset-password/check',
    {
      config: { public: true, rateLimit },
      schema: { tags: ['auth'], body: verifyEmailBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.checkResetLink(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );

  // Public: the link may be opened in another browser than the one signed in.
  r.post(
    '/api/auth/verify-email',
    {
      config: { public: true, rateLimit },
      schema: { tags: ['auth'], body: verifyEmailBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.verifyEmail(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/account',
    { schema: { tags: ['account'], response: { 200: profileSchema } } },
    async (request) => {
      const row = await users.findUserById(db, user(request));
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

  r.put(
    '/api/account/language',
    { schema: { tags: ['account'], body: languageBodySchema, response: ok } },
    async (request, reply) => {
      await users.setLocale(db, user(request), request.body);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/account/verify-email',
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
      await service.sendVerification(deps, user(request));
      return reply.status(202).send(null);
    },
  );

  r.post(
    '/api/account/password',
    {
      config: { rateLimit },
      schema: { tags: ['account'], body: changePasswordBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.changePassword(deps, user(request), request.sessionId, request.body);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/account/sessions',
    { schema: { tags: ['account'], response: { 200: sessionListSchema } } },
    async (request) =>
      (await users.listSessions(db, user(request))).map((s) => ({
        id: s.id,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === request.sessionId,
      })),
  );

  r.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        tags: ['account'],
        params: z.object({ id: z.uuid() }),
        response: { ...ok, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const ended = await users.deleteUserSession(db, user(request), request.params.id);
      if (!ended) throw notFound('Session');
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/account/sessions/sign-out-others',
    {
      schema: { tags: ['account'], response: { 200: z.object({ signedOut: z.number() }) } },
    },
    async (request) => ({
      signedOut: await users.deleteSessionsOf(db, user(request), request.sessionId),
    }),
  );

  r.post(
    '/api/account/delete',
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
        user(request),
        signedInAt,
        request.body,
      );
      clearSessionCookie(reply);
      return result;
    },
  );
}
