import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditExportQuerySchema, auditPageSchema, auditQuerySchema } from '@core/api/audit.schema';
import type { Db } from '@server/db/database';
import { auditPage } from '@server/activity/audit.repository';
import { mayDo } from '../auth/signed-in';
import { auditCsv } from './audit-export';

/** Whose lines the caller reads: everyone's (audit.read), else only their own (undefined: all). */
const ownOf = (request: FastifyRequest) =>
  mayDo(request, 'audit.read') ? undefined : request.user!.id;

/**
 * docs/architecture.md §10: the workspace's audit log, under /api/audit. Owners and admins read
 * all of it; every other member the lines of their own doing and about their own batches.
 */
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
    async (request) => auditPage(db, request.workspaceId, request.query, ownOf(request)),
  );

  app.get(
    '/export',
    { schema: { tags: ['audit'], querystring: auditExportQuerySchema } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .send(auditCsv(db, request.workspaceId, request.query, ownOf(request)));
    },
  );
};
