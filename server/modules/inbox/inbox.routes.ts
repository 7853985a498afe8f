import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import { batchPreviewSchema, commentSchema } from '@core/api/batches.schema';
import {
  answerBodySchema,
  answerPreviewBodySchema,
  inboxCountSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxThreadSchema,
  updateInboxReplyBodySchema,
} from '@core/api/inbox.schema';
import { notFound } from '@server/http/app-error';
import { batchActorOf } from '../batches/batch-actor';
import type { BatchDeps } from '../batches/batch-deps';
import { answerReply, previewAnswer } from './inbox-answer.service';
import {
  countUnread,
  hasReplies,
  isMember,
  listInbox,
  threadOf,
  updateReply,
} from './inbox.repository';

/**
 * docs/replies.md: the inbox, under /api/inbox: others' replies to the workspace's posted
 * comments, as they were read from YouTube, and what the workspace did with each.
 */
export const inboxRoutes: FastifyPluginAsyncZod<BatchDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['inbox'];
  const refusals = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '',
    { schema: { tags, querystring: inboxQuerySchema, response: { 200: inboxPageSchema } } },
    async (request) => {
      const { unread, waiting, before, limit, ...only } = request.query;
      const page = await listInbox(db, request.workspaceId, {
        ...only,
        unread: unread === 'true',
        waiting: waiting === 'true',
        before,
        // One more than asked: whether another page follows.
        limit: limit + 1,
      });
      const more = page.length > limit;
      const replies = more ? page.slice(0, limit) : page;
      return {
        replies,
        unread: await countUnread(db, request.workspaceId),
        nextBefore: more ? replies.at(-1)!.id : null,
      };
    },
  );

  app.get('/count', { schema: { tags, response: { 200: inboxCountSchema } } }, async (request) => {
    const [unread, any] = await Promise.all([
      countUnread(db, request.workspaceId),
      hasReplies(db, request.workspaceId),
    ]);
    return { unread, any };
  });

  app.get(
    '/:id/thread',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: inboxThreadSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const thread = await threadOf(db, request.workspaceId, request.params.id);
      if (!thread) throw notFound('Reply');
      return thread;
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateInboxReplyBodySchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { assigneeId } = request.body;
      if (assigneeId && !(await isMember(db, request.workspaceId, assigneeId))) {
        throw notFound('Member');
      }
      const changed = await updateReply(db, request.workspaceId, request.params.id, request.body);
      if (!changed) throw notFound('Reply');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/answer/preview',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: answerPreviewBodySchema,
        response: { 200: batchPreviewSchema, ...refusals },
      },
    },
    async (request) => previewAnswer(deps, request.workspaceId, request.params.id, request.body),
  );

  app.post(
    '/:id/answer',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: answerBodySchema,
        response: { 201: commentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const answer = await answerReply(
        deps,
        batchActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );
};
