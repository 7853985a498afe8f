import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import { dataExportSchema, exportFileName, exportStateSchema } from '@core/api/export.schema';
import type { Db } from '@server/db/database';
import * as repo from './export.repository';

const tags = ['account'];

/**
 * docs/security.md §8, "Export my data", under /api/account/export: ask for one, see how it goes,
 * download it once.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db; wake: () => void }> = async (
  app,
  deps,
) => {
  app.get('', { schema: { tags, response: { 200: exportStateSchema } } }, async (request) => ({
    latest: await repo.latestExport(deps.db, request.userId),
  }));

  app.post(
    '',
    { schema: { tags, response: { 202: dataExportSchema } } },
    async (request, reply) => {
      const started = await repo.startExport(deps.db, request.userId);
      deps.wake();
      return reply.status(202).send(started);
    },
  );

  // A GET, so the browser saves the file itself (no copy of it in the page's memory); the
  // session cookie is SameSite=Lax, so another site's page cannot spend the one download.
  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: z.any().describe('application/zip'),
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { file, createdAt } = await repo.takeDownload(
        deps.db,
        request.userId,
        request.params.id,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(createdAt)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
