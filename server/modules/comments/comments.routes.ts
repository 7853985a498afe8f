import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
export function commentsRoutes(app: FastifyInstance, deps: service.ResendDeps) {
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
}
