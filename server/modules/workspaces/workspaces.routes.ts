import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceListSchema } from '@core/api/workspaces.schema';
import type { Db } from '@server/db/database';
import { workspacesOf } from './workspaces.repository';

/** docs/architecture.md §10: the signed-in person's workspaces, under /api/workspaces. */
export const workspacesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '',
    { schema: { tags: ['workspaces'], response: { 200: workspaceListSchema } } },
    async (request) => workspacesOf(db, request.userId),
  );
};
