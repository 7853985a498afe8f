import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import {
  inboxPageSchema,
  inboxQuerySchema,
  updateInboxReplyBodySchema,
} from '@core/api/inbox.schema';
import type { Db } from '@server/db/database';
import { notFound } from '@server/http/app-error';
import { countUnread, isMember, listInbox, updateReply } from './inbox.repository';

/**
 * docs/replies.md: the inbox, under /api/inbox: others' replies to the workspace's posted
 * comments, as they were read from YouTube, and what the workspace did with each.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['inbox'];

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
};
