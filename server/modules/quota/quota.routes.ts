import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotaSchema } from '@core/api/batches.schema';
import { quotaToday, type QuotaDeps } from './quota.service';

/** docs/product.md §7 /api/quota: the workspace's quota for today. */
export const quotaRoutes: FastifyPluginAsyncZod<QuotaDeps> = async (app, deps) => {
  app.get('', { schema: { tags: ['comments'], response: { 200: quotaSchema } } }, async (request) =>
    quotaToday(deps, request.workspaceId),
  );
};
