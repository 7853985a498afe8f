import { batchActorOf } from '../batches/batch-actor';
import { repostForApproval } from '../batches/batch-repost.service';
import type { BatchDeps } from '../batches/batch-deps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentListSchema,
  commentQuerySchema,
  commentSchema,
  createCommentBodySchema,
  resendCommentBodySchema,
  updateCommentBodySchema,
} from '@core/api/batches.schema';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import * as service from './comments.service';

/** docs/product.md §7 /api/comments. */
export const commentsRoutes: FastifyPluginAsyncZod<BatchDeps> = async (app, deps) => {
  const tags = ['comments'];
  const { db } = deps;
  const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
  const settleErrors = { ...errors, 403: errorBodySchema };

  app.get(
    '',
    { schema: { tags, querystring: commentQuerySchema, response: { 200: commentListSchema } } },
    async (request) => service.listComments(db, request.workspaceId, request.query),
  );

  app.post(
    '',
    {
      schema: { tags, body: createCommentBodySchema, response: { 201: commentSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createComment(db, request.workspaceId, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: commentSchema, ...settleErrors },
      },
    },
    async (request) => {
      await service.assertMaySettle(db, batchActorOf(request), request.params.id);
      return service.markPostedManually(db, request.workspaceId, request.params.id);
    },
  );

  app.post(
    '/:id/resend',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: resendCommentBodySchema,
        response: { 200: commentSchema, ...settleErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.assertMaySettle(db, batchActorOf(request), id);
      const forApproval = await repostForApproval(deps, batchActorOf(request), id);
      return service.resendComment(deps, request.workspaceId, id, forApproval);
    },
  );
};
