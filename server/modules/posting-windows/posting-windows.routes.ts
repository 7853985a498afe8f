import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { windowsBodySchema, windowsSchema } from '@core/api/posting-windows.schema';
import type { Db } from '@server/db/database';
import { ownRowRoute } from '@server/http/route-schemas';
import * as service from './posting-windows.service';

/** docs/schedules.md §2: each channel's posting windows. */
export function windowsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  r.get('/api/accounts/:id/windows', ownRowRoute(tags, windowsSchema), async (request) =>
    service.getWindows(deps.db, request.user!.id, request.params.id),
  );

  const { schema } = ownRowRoute(tags, windowsSchema, [400]);
  r.put(
    '/api/accounts/:id/windows',
    { schema: { ...schema, body: windowsBodySchema } },
    async (request) =>
      service.putWindows(deps.db, request.user!.id, request.params.id, request.body),
  );

  r.delete('/api/accounts/:id/windows', ownRowRoute(tags, windowsSchema), async (request) =>
    service.clearWindows(deps.db, request.user!.id, request.params.id),
  );
}
