import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@core/api/common.schema';
import {
  findPopularQuerySchema,
  findQuotaAnswerSchema,
  findSearchQuerySchema,
  findSourceQuerySchema,
  findTopicsQuerySchema,
  foundPageSchema,
  topicListSchema,
} from '@core/api/find.schema';
import * as service from './find.service';

/**
 * docs/product.md §7 /api/find/*: YouTube's search, its popular charts and a channel's or a playlist's
 * videos, each call paid through the posting ledger (docs/platform.md §2).
 */
export const findRoutes: FastifyPluginAsyncZod<service.FindDeps> = async (app, deps) => {
  const tags = ['find'];
  const errors = {
    400: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    503: errorBodySchema,
  };
  const page = { 200: foundPageSchema, ...errors };

  app.get(
    '/quota',
    { schema: { tags, response: { 200: findQuotaAnswerSchema } } },
    async (request) => service.findQuota(deps, request.workspaceId),
  );

  app.get(
    '/topics',
    {
      schema: {
        tags,
        querystring: findTopicsQuerySchema,
        response: { 200: topicListSchema, ...errors },
      },
    },
    async (request) => service.findTopics(deps, request.workspaceId, request.query),
  );

  app.get(
    '/search',
    { schema: { tags, querystring: findSearchQuerySchema, response: page } },
    async (request) => service.findSearch(deps, request.workspaceId, request.query),
  );

  app.get(
    '/popular',
    { schema: { tags, querystring: findPopularQuerySchema, response: page } },
    async (request) => service.findPopular(deps, request.workspaceId, request.query),
  );

  app.get(
    '/source',
    { schema: { tags, querystring: findSourceQuerySchema, response: page } },
    async (request) => service.findSource(deps, request.workspaceId, request.query),
  );
};
