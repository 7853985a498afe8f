import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@core/api/audit.schema';
import type { Db } from '@server/db/database';
import { auditPage } from '@server/activity/audit.repository';

/** docs/architecture.md §10: the workspace's audit log, under /api/audit (owners and admins). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '',
    {
      schema: {
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => auditPage(db, request.workspaceId, request.query),
  );
};
