import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import { dataExportSchema, exportFileName, exportStateSchema } from '@core/api/export.schema';
import type { Db } from '@server/db/database';
import * as repo from './export.repository';

const tags = ['account'];

/** docs/security.md §8, "Export my data": ask for one, see how it goes, download it once. */
export function exportRoutes(app: FastifyInstance, deps: { db: Db; wake: () => void }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: { user: { id: string } | null }) => request.user!.id;

  r.get(
    '/api/account/export',
    { schema: { tags, response: { 200: exportStateSchema } } },
    async (request) => ({ latest: await repo.latestExport(deps.db, user(request)) }),
  );

  r.post(
    '/api/account/export',
    { schema: { tags, response: { 202: dataExportSchema } } },
    async (request, reply) => {
      const started = await repo.startExport(deps.db, user(request));
      deps.wake();
      return reply.status(202).send(started);
    },
  );

  // A GET, so the browser saves the file itself (no copy of it in the page's memory); the
  // session cookie is SameSite=Lax, so another site's page cannot spend the one download.
  r.get(
    '/api/account/export/:id/download',
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
        user(request),
        request.params.id,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(createdAt)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
