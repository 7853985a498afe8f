import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  forgotPasswordAnswerSchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@core/api/email-links.schema';
import type { Config } from '@server/config';
import * as service from './email-links.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema };
const ok = { 204: z.null() };

/**
 * docs/security.md §8: a forgotten password, and the links emailed to reset it or to confirm an
 * address, opened in any browser: public, under /api/auth.
 */
export const emailLinksRoutes: FastifyPluginAsyncZod<
  service.MailDeps & { config: Config }
> = async (app, deps) => {
  const { db, mailer } = deps;
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/forgot-password',
    {
      config: { rateLimit },
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

  app.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.resetPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reset-password/check',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: verifyEmailBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.checkResetLink(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );

  // Public: the link may be opened in another browser than the one signed in.
  app.post(
    '/verify-email',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: verifyEmailBodySchema, response: { ...ok, ...errors } },
    },
    async (request, reply) => {
      await service.verifyEmail(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );
};
