import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchSchema,
  youtubeBatchCommentBodySchema,
  youtubeCommentBodySchema,
} from '@core/api/batches.schema';
import { errorBodySchema } from '@core/api/common.schema';
import { createApiBatch, queueRecordedComment } from './batch-create.service';
import { batchActorOf } from './batch-actor';
import type { BatchDeps } from './batch-deps';
import { getComment } from '../comments/comments.service';

/**
 * docs/product.md §7 POST /api/youtube/comment and /api/youtube/batch-comment: the per-call
 * posting endpoints (under /api/youtube), each a batch on the same engine as /launch.
 */
export const perCallPostingRoutes: FastifyPluginAsyncZod<BatchDeps> = async (app, deps) => {
  const tags = ['comments'];
  const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.post(
    '/comment',
    { schema: { tags, body: youtubeCommentBodySchema, response: { 201: batchSchema, ...errors } } },
    async (request, reply) => {
      const { videoId, content, accountId, commentId } = request.body;
      const workspaceId = request.workspaceId;
      if (commentId) {
        await getComment(deps.db, workspaceId, commentId);
        return reply
          .status(201)
          .send(await queueRecordedComment(deps, batchActorOf(request), commentId));
      }
      const batch = await createApiBatch(deps, batchActorOf(request), {
        accountId,
        videoIds: [videoId],
        text: content,
      });
      return reply.status(201).send(batch);
    },
  );

  app.post(
    '/batch-comment',
    {
      schema: {
        tags,
        body: youtubeBatchCommentBodySchema,
        response: { 201: batchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { videoIds, content, accountId, templateId } = request.body;
      const batch = await createApiBatch(deps, batchActorOf(request), {
        accountId,
        videoIds,
        text: content,
        templateId,
      });
      return reply.status(201).send(batch);
    },
  );
};
