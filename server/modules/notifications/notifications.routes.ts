import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  markReadBodySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  unsubscribeBodySchema,
  updatePrefsBodySchema,
} from '@core/api/notifications.schema';
import type { Db } from '@server/db/database';
import { AppError } from '@server/http/app-error';
import type { Mailer } from '@server/mail/mailer';
import type { SecretBox } from '@server/security/secret-box';
import * as service from './notifications.service';

const tags = ['notifications'];

type Deps = { db: Db; mailer: Mailer; secrets: SecretBox };

/** docs/notifications.md §3: the centre and the choices per event, under /api/notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '',
    {
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => service.page(deps.db, request.userId, request.query),
  );

  app.get(
    '/unread-count',
    { schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => service.unread(deps.db, request.userId),
  );

  app.post(
    '/read',
    { schema: { tags, body: markReadBodySchema, response: { 200: unreadCountSchema } } },
    async (request) => service.read(deps.db, request.userId, request.body),
  );

  app.get(
    '/preferences',
    { schema: { tags, response: { 200: notificationSettingsSchema } } },
    async (request) => service.settings(deps, request.userId),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        body: updatePrefsBodySchema,
        response: { 200: notificationSettingsSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.updateSettings(deps, request.userId, request.body),
  );
};

/**
 * Leaving the digest from its email, signed in or not (public, under /api/notifications): the
 * page's button posts JSON here, and mail clients post their one-click form (RFC 8058) to the
 * same address, token in the query.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(
    '/unsubscribe',
    {
      config: { fromMailClients: true },
      schema: {
        tags,
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: unsubscribeBodySchema.optional(),
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token;
      if (!token || !(await service.unsubscribe(deps, token))) {
        throw new AppError(400, 'TOKEN_INVALID', 'This link is not valid.');
      }
      return reply.status(204).send(null);
    },
  );
};
