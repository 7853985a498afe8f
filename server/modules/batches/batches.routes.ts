import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownRowRoute } from '@server/http/route-schemas';
import { z } from 'zod';
import {
  batchListQuerySchema,
  batchReportPageSchema,
  batchReportQuerySchema,
  batchListSchema,
  batchPreviewSchema,
  batchSchema,
  createBatchBodySchema,
  launchBodySchema,
} from '@core/api/batches.schema';
import { errorBodySchema } from '@core/api/common.schema';
import { moveStartBodySchema } from '@core/api/posting-windows.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import { notFound } from '@server/http/app-error';
import { batchReportPage } from '../comments/comments.service';
import { controlBatch, moveBatchStart } from './batch-control.service';
import { createBatch } from './batch-create.service';
import { batchActorOf } from './batch-actor';
import type { BatchDeps } from './batch-deps';
import { previewBatch } from './batch-preview.service';
import { getBatch, listBatches } from './batch-read.service';
import { findBatch } from './batches.repository';

/**
 * docs/posting-engine.md §8: batches posted by the server, with confirmation, progress and
 * control, under /api/batches.
 */

export const batchesRoutes: FastifyPluginAsyncZod<BatchDeps> = async (app, deps) => {
  const tags = ['batches'];
  const errors = { 400: errorBodySchema, 404: errorBodySchema };

  // The largest plan the schema allows (50,000 videos, 5,000 channels and templates, a 10,000
  // character text) weighs 1.2 MB: the default body limit holds it (body-limits.test.ts).
  app.post(
    '/preview',
    {
      schema: { tags, body: launchBodySchema, response: { 200: batchPreviewSchema, ...errors } },
    },
    async (request) => previewBatch(deps, request.workspaceId, request.body),
  );

  app.post(
    '',
    {
      schema: { tags, body: createBatchBodySchema, response: { 201: batchSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createBatch(deps, batchActorOf(request), request.body)),
  );

  app.get(
    '',
    { schema: { tags, querystring: batchListQuerySchema, response: { 200: batchListSchema } } },
    async (request) =>
      listBatches(deps, request.workspaceId, {
        active: request.query.active === 'true',
        limit: request.query.limit,
      }),
  );

  app.get('/:id', ownRowRoute(tags, batchSchema), async (request) =>
    getBatch(deps, request.workspaceId, request.params.id),
  );

  // docs/schedules.md §1: a scheduled batch's start, moved before it comes.
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: moveStartBodySchema,
        response: {
          200: batchSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => moveBatchStart(deps, batchActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/:action',
    {
      schema: {
        tags,
        params: idParamsSchema.extend({ action: z.enum(['pause', 'resume', 'cancel']) }),
        response: { 200: batchSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      controlBatch(deps, batchActorOf(request), request.params.id, request.params.action),
  );

  // A batch's report: its comments, page by page.
  app.get(
    '/:id/comments',
    {
      schema: {
        tags: ['comments'],
        params: idParamsSchema,
        querystring: batchReportQuerySchema,
        response: { 200: batchReportPageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const workspaceId = request.workspaceId;
      if (!(await findBatch(deps.db, workspaceId, request.params.id))) throw notFound('Batch');
      return batchReportPage(deps.db, workspaceId, request.params.id, request.query);
    },
  );
};
