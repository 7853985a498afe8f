import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema, updateSettingsBodySchema } from '@core/api/settings.schema';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import * as service from './settings.service';

/**
 * docs/product.md §7 /api/settings: the configured domain and the posting settings of
 * docs/responsible-use.md §2.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  deps,
) => {
  const tags = ['settings'];

  app.get('', { schema: { tags, response: { 200: settingsSchema } } }, async (request) =>
    service.getSettings(deps, request.workspaceId),
  );

  app.post(
    '',
    { schema: { tags, body: updateSettingsBodySchema, response: { 200: settingsSchema } } },
    async (request) => service.updateSettings(deps, request.workspaceId, request.body),
  );
};
