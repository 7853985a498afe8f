import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
 * rules.
 */
export function categoryRoutes(
  app: FastifyInstance,
  deps: { db: Db },
  options: { kind: CategoryKind; path: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { kind, path } = options;
  const tags = [`${kind} categories`];

  r.get(path, { schema: { tags, response: { 200: categoryListSchema } } }, async (request) =>
    service.listCategories(deps.db, request.user!.id, kind),
  );

  r.post(
    path,
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
        request.user!.id,
        kind,
        request.body.name,
      );
      return reply.status(201).send(category);
    },
  );

  r.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: categoryBodySchema,
        response: { 200: categorySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      service.renameCategory(deps.db, request.user!.id, kind, request.params.id, request.body.name),
  );

  r.delete(
    `${path}/:id`,
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await service.deleteCategory(deps.db, request.user!.id, kind, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
