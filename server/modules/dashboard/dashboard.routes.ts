import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListSchema,
  activityQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
} from '@core/api/dashboard.schema';
import type { Db } from '@server/db/database';
import * as service from './dashboard.service';

const tags = ['dashboard'];

/** docs/product.md §2: the dashboard's figures, under /api/dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '',
    { schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
    async (request) => service.dashboard(deps.db, request.workspaceId, request.query.tz),
  );
};

/** docs/product.md §7 GET /api/activity-logs: the latest things done, the dashboard's feed. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '',
    { schema: { tags, querystring: activityQuerySchema, response: { 200: activityListSchema } } },
    async (request) => service.activity(deps.db, request.workspaceId, request.query.limit),
  );
};
