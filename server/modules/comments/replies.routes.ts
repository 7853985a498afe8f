import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyPageSchema, replyQuerySchema } from '@core/api/batches.schema';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import type { LedgerDeps } from '@server/quota-ledger/paid-reads';
import { listReplies } from '@server/visibility/replies';

/**
 * docs/visibility.md: a posted comment's replies, read from YouTube when the user asks, under
 * /api/comments.
 */
export const repliesRoutes: FastifyPluginAsyncZod<ChannelDeps & LedgerDeps> = async (app, deps) => {
  app.get(
    '/:id/replies',
    {
      schema: {
        tags: ['comments'],
        params: idParamsSchema,
        querystring: replyQuerySchema,
        response: {
          200: replyPageSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) =>
      listReplies(deps, request.workspaceId, request.params.id, request.query.pageToken),
  );
};
