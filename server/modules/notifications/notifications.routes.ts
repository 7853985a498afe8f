import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

/** docs/notifications.md §3: the centre, the choices per event, and leaving the digest. */
export function notificationsRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; secrets: SecretBox },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: { user: { id: string } | null }) => request.user!.id;

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => service.page(deps.db, user(request), request.query),
  );

  r.get(
    '/api/notifications/unread-count',
    { schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => service.unread(deps.db, user(request)),
  );

  r.post(
    '/api/notifications/read',
    { schema: { tags, body: markReadBodySchema, response: { 200: unreadCountSchema } } },
    async (request) => service.read(deps.db, user(request), request.body),
  );

  r.get(
    '/api/notifications/preferences',
    { schema: { tags, response: { 200: notificationSettingsSchema } } },
    async (request) => service.settings(deps, user(request)),
  );

  r.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        body: updatePrefsBodySchema,
        response: { 200: notificationSettingsSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.updateSettings(deps, user(request), request.body),
  );

  // Leaving the digest from its email, signed in or not: the page's button posts JSON here, and
  // mail clients post their one-click form (RFC 8058) to the same address, token in the query.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/notifications/unsubscribe',
      {
        config: { public: true, fromMailClients: true },
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
  });
}
