import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
export function findRoutes(app: FastifyInstance, deps: service.FindDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['find'];
  const errors = {
    400: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    503: errorBodySchema,
  };
  const page = { 200: foundPageSchema, ...errors };

  r.get(
    '/api/find/quota',
    { schema: { tags, response: { 200: findQuotaAnswerSchema } } },
    async (request) => service.findQuota(deps, request.user!.id),
  );

  r.get(
    '/api/find/topics',
    {
      schema: {
        tags,
        querystring: findTopicsQuerySchema,
        response: { 200: topicListSchema, ...errors },
      },
    },
    async (request) => service.findTopics(deps, request.user!.id, request.query),
  );

  r.get(
    '/api/find/search',
    { schema: { tags, querystring: findSearchQuerySchema, response: page } },
    async (request) => service.findSearch(deps, request.user!.id, request.query),
  );

  r.get(
    '/api/find/popular',
    { schema: { tags, querystring: findPopularQuerySchema, response: page } },
    async (request) => service.findPopular(deps, request.user!.id, request.query),
  );

  r.get(
    '/api/find/source',
    { schema: { tags, querystring: findSourceQuerySchema, response: page } },
    async (request) => service.findSource(deps, request.user!.id, request.query),
  );
}
