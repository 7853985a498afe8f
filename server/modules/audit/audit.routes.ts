import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditExportQuerySchema, auditPageSchema, auditQuerySchema } from '@core/api/audit.schema';
import type { Db } from '@server/db/database';
import { auditPage } from '@server/activity/audit.repository';
import { auditCsv } from './audit-export';

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

  app.get(
    '/export',
    { schema: { tags: ['audit'], querystring: auditExportQuerySchema } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .send(auditCsv(db, request.workspaceId, request.query));
    },
  );
};
