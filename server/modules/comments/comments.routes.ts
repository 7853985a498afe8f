import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchSchema,
  commentListSchema,
  commentQuerySchema,
  commentSchema,
  createCommentBodySchema,
  quotaSchema,
  resendCommentBodySchema,
  updateCommentBodySchema,
  youtubeBatchCommentBodySchema,
  youtubeCommentBodySchema,
} from '../../../core/api/batches.schema';
import { errorBodySchema } from '../../../core/api/common.schema';
import { idParamsSchema } from '../../../core/api/credentials.schema';
import { createApiBatch, queueRecordedComment, type BatchDeps } from '../batches/batches.service';
import * as service from './comments.service';
import { quotaToday } from './quota.service';

/** SPEC §7 /api/comments, the per-call posting endpoints (on the batch engine), and /api/quota. */
export function commentsRoutes(app: FastifyInstance, deps: BatchDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comments'];
  const { db } = deps;
  const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  r.get(
    '/api/comments',
    { schema: { tags, querystring: commentQuerySchema, response: { 200: commentListSchema } } },
    async (request) => service.listComments(db, request.user!.id, request.query),
  );

  r.post(
    '/api/comments',
    {
      schema: { tags, body: createCommentBodySchema, response: { 201: commentSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createComment(db, request.user!.id, request.body)),
  );

  r.patch(
    '/api/comments/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => service.markPostedManually(db, request.user!.id, request.params.id),
  );

  r.post(
    '/api/comments/:id/resend',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: resendCommentBodySchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => service.resendComment(deps, request.user!.id, request.params.id),
  );

  r.post(
    '/api/youtube/comment',
    { schema: { tags, body: youtubeCommentBodySchema, response: { 201: batchSchema, ...errors } } },
    async (request, reply) => {
      const { videoId, content, accountId, commentId } = request.body;
      const userId = request.user!.id;
      if (commentId) {
        await service.getComment(db, userId, commentId);
        return reply.status(201).send(await queueRecordedComment(deps, userId, commentId));
      }
      const batch = await createApiBatch(deps, userId, {
        accountId,
        videoIds: [videoId],
        text: content,
      });
      return reply.status(201).send(batch);
    },
  );

  r.post(
    '/api/youtube/batch-comment',
    {
      schema: {
        tags,
        body: youtubeBatchCommentBodySchema,
        response: { 201: batchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { videoIds, content, accountId, templateId } = request.body;
      const batch = await createApiBatch(deps, request.user!.id, {
        accountId,
        videoIds,
        text: content,
        templateId,
      });
      return reply.status(201).send(batch);
    },
  );

  r.get('/api/quota', { schema: { tags, response: { 200: quotaSchema } } }, async (request) =>
    quotaToday(deps, request.user!.id),
  );
}
