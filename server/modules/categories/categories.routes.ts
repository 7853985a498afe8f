import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryBodySchema,
  categoryListSchema,
  categorySchema,
} from '@core/api/categories.schema';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import type { Db } from '@server/db/database';
import type { CategoryKind } from './categories.repository';
import * as service from './categories.service';

/**
 * docs/product.md §7 /api/comment-categories and /api/video-categories: one shape, one set of
 * rules, registered once for each kind under its prefix.
 */
export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db; kind: CategoryKind }> = async (
  app,
  deps,
) => {
  const { kind } = deps;
  const tags = [`${kind} categories`];

  app.get('', { schema: { tags, response: { 200: categoryListSchema } } }, async (request) =>
    service.listCategories(deps.db, request.workspaceId, kind),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        body: categoryBodySchema,
        response: { 201: categorySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const category = await service.createCategory(
        deps.db,
        request.workspaceId,
        kind,
        request.body.name,
      );
      return reply.status(201).send(category);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: categoryBodySchema,
        response: { 200: categorySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      service.renameCategory(
        deps.db,
        request.workspaceId,
        kind,
        request.params.id,
        request.body.name,
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await service.deleteCategory(deps.db, request.workspaceId, kind, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
