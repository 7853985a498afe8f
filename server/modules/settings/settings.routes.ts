import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsSchema, updateSettingsBodySchema } from '@core/api/settings.schema';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import * as service from './settings.service';

/**
 * docs/product.md §7 /api/settings: the configured domain and the posting settings of
 * docs/responsible-use.md §2.
 */
export function settingsRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get('/api/settings', { schema: { tags, response: { 200: settingsSchema } } }, async (request) =>
    service.getSettings(deps, request.user!.id),
  );

  r.post(
    '/api/settings',
    { schema: { tags, body: updateSettingsBodySchema, response: { 200: settingsSchema } } },
    async (request) => service.updateSettings(deps, request.user!.id, request.body),
  );
}
