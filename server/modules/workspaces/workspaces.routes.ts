import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  createWorkspaceBodySchema,
  switchWorkspaceBodySchema,
  workspaceListSchema,
  workspaceSummarySchema,
} from '@core/api/workspaces.schema';
import type { Db } from '@server/db/database';
import { askerOf } from './asker';
import * as service from './workspaces.service';

const tags = ['workspaces'];

/** docs/architecture.md §10: the signed-in person's workspaces, under /api/workspaces. */
export const workspacesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('', { schema: { tags, response: { 200: workspaceListSchema } } }, async (request) =>
    service.listWorkspaces(db, askerOf(request)),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        body: createWorkspaceBodySchema,
        response: { 201: workspaceSummarySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const made = await service.createWorkspace(db, askerOf(request), request.body);
      return reply.status(201).send(made);
    },
  );
};

/** Which workspace the session acts in, under /api/session. */
export const sessionWorkspaceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/workspace',
    {
      schema: {
        tags,
        body: switchWorkspaceBodySchema,
        response: { 200: workspaceSummarySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.switchWorkspace(db, askerOf(request), request.body.workspaceId),
  );
};
