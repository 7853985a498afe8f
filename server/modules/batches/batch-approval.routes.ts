import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalQueueQuerySchema,
  approvalQueueSchema,
  approveBodySchema,
  batchApprovalSchema,
  rejectBodySchema,
} from '@core/api/approval.schema';
import { batchSchema } from '@core/api/batches.schema';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import { ownRowRoute } from '@server/http/route-schemas';
import { batchActorOf } from './batch-actor';
import { approvalQueue, approvalView } from './batch-approval-view.service';
import { approveBatch, rejectBatch } from './batch-approval.service';
import type { BatchDeps } from './batch-deps';

/**
 * docs/architecture.md §10: batches waiting for approval (under /api): the queue, a batch's
 * approval view, approving and rejecting. What each needs is in route-permissions.ts.
 */
export const batchApprovalRoutes: FastifyPluginAsyncZod<BatchDeps> = async (app, deps) => {
  const tags = ['batches'];
  const refused = { 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '/approvals',
    {
      schema: {
        tags,
        querystring: approvalQueueQuerySchema,
        response: { 200: approvalQueueSchema },
      },
    },
    async (request) => approvalQueue(deps, request.workspaceId, request.query.limit),
  );

  app.get('/batches/:id/approval', ownRowRoute(tags, batchApprovalSchema), async (request) =>
    approvalView(deps, request.workspaceId, request.params.id),
  );

  app.post(
    '/batches/:id/approve',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: approveBodySchema,
        response: { 200: batchSchema, ...refused },
      },
    },
    async (request) => approveBatch(deps, batchActorOf(request), request.params.id),
  );

  app.post(
    '/batches/:id/reject',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: rejectBodySchema,
        response: { 200: batchSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) =>
      rejectBatch(deps, batchActorOf(request), request.params.id, request.body.reason),
  );
};
