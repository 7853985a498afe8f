import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quotaSchema } from '@core/api/batches.schema';
import { quotaToday, type QuotaDeps } from './quota.service';

/** docs/product.md §7 /api/quota: the signed-in user's quota for today. */
export function quotaRoutes(app: FastifyInstance, deps: QuotaDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/quota',
    { schema: { tags: ['comments'], response: { 200: quotaSchema } } },
    async (request) => quotaToday(deps, request.user!.id),
  );
}
