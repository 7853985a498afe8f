import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityListSchema,
  activityQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
} from '@core/api/dashboard.schema';
import type { Db } from '@server/db/database';
import * as service from './dashboard.service';

/** docs/product.md §2 dashboard and §7 GET /api/activity-logs. */
export function dashboardRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  r.get(
    '/api/dashboard',
    { schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
    async (request) => service.dashboard(deps.db, request.user!.id, request.query.tz),
  );

  r.get(
    '/api/activity-logs',
    { schema: { tags, querystring: activityQuerySchema, response: { 200: activityListSchema } } },
    async (request) => service.activity(deps.db, request.user!.id, request.query.limit),
  );
}
