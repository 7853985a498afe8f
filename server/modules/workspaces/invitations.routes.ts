import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  invitationPreviewSchema,
  invitationTokenBodySchema,
  workspaceSummarySchema,
} from '@core/api/workspaces.schema';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import { askerOf } from './asker';
import * as invitations from './invitations.service';

const tags = ['workspaces'];

/**
 * An invitation's link, opened in any browser: what it invites to, under /api/invitations
 * (public, limited like the other emailed links).
 */
export const invitationPreviewRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/preview',
    {
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: invitationTokenBodySchema,
        response: { 200: invitationPreviewSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => invitations.preview(db, request.body.token),
  );
};

/** Accepting it: the signed-in person with the address it was sent to, under /api/invitations. */
export const invitationAcceptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/accept',
    {
      schema: {
        tags,
        body: invitationTokenBodySchema,
        response: { 200: workspaceSummarySchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => invitations.accept(db, askerOf(request), request.body.token),
  );
};
