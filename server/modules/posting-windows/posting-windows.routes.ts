import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { windowsBodySchema, windowsSchema } from '@core/api/posting-windows.schema';
import type { Db } from '@server/db/database';
import { ownRowRoute } from '@server/http/route-schemas';
import * as service from './posting-windows.service';

/** docs/schedules.md §2: each channel's posting windows, /api/accounts/:id/windows. */
export const postingWindowsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const tags = ['accounts'];

  app.get('/:id/windows', ownRowRoute(tags, windowsSchema), async (request) =>
    service.getWindows(deps.db, request.workspaceId, request.params.id),
  );

  const { schema } = ownRowRoute(tags, windowsSchema, [400]);
  app.put('/:id/windows', { schema: { ...schema, body: windowsBodySchema } }, async (request) =>
    service.putWindows(deps.db, request.workspaceId, request.params.id, request.body),
  );

  app.delete('/:id/windows', ownRowRoute(tags, windowsSchema), async (request) =>
    service.clearWindows(deps.db, request.workspaceId, request.params.id),
  );
};
