import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import {
  bulkCategoryBodySchema,
  bulkDeleteBodySchema,
  bulkResultSchema,
  createTemplateBodySchema,
  forceQuerySchema,
  importBodySchema,
  importPreviewSchema,
  importResultSchema,
  reorderBodySchema,
  templateListSchema,
  templatePageSchema,
  templateQuerySchema,
  templateSchema,
  updateTemplateBodySchema,
} from '@core/api/templates.schema';
import type { Db } from '@server/db/database';
import { MB } from '@server/http/body-limit';
import * as service from './templates.service';

/**
 * The web posts the rows of a CSV of at most 5 MB and 50,000 rows (docs/security.md §6): about 6.8
 * MB of JSON, each row adding its line and field names; 11.6 MB for a file of nothing but
 * backslashes or tabs, which JSON escapes in two bytes (measured in body-limits.test.ts).
 */
export const TEMPLATE_IMPORT_BODY_LIMIT = 16 * MB;

/**
 * docs/product.md §7 /api/comment-templates, with the paged form of docs/product.md §7 and bulk
 * actions.
 */
export function templatesRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comment templates'];
  const { db } = deps;
  const base = '/api/comment-templates';

  r.get(
    base,
    {
      schema: {
        tags,
        querystring: templateQuerySchema,
        response: { 200: z.union([templateListSchema, templatePageSchema]) },
      },
    },
    async (request) => service.listTemplates(db, request.user!.id, request.query),
  );

  r.post(
    base,
    {
      schema: {
        tags,
        querystring: forceQuerySchema,
        body: createTemplateBodySchema,
        response: { 201: templateSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const force = request.query.force === 'true';
      const template = await service.createTemplate(db, request.user!.id, request.body, force);
      return reply.status(201).send(template);
    },
  );

  r.post(
    `${base}/import`,
    {
      bodyLimit: TEMPLATE_IMPORT_BODY_LIMIT,
      schema: {
        tags,
        body: importBodySchema,
        response: { 200: z.union([importResultSchema, importPreviewSchema]) },
      },
    },
    async (request) => service.importTemplates(db, request.user!.id, request.body),
  );

  r.post(
    `${base}/bulk-delete`,
    {
      schema: {
        tags,
        body: bulkDeleteBodySchema,
        response: { 200: bulkResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.deleteTemplates(db, request.user!.id, request.body.ids),
  );

  r.post(
    `${base}/bulk-category`,
    {
      schema: {
        tags,
        body: bulkCategoryBodySchema,
        response: { 200: bulkResultSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.setTemplatesCategory(db, request.user!.id, request.body.ids, request.body.category),
  );

  r.patch(
    `${base}/reorder`,
    {
      schema: {
        tags,
        body: reorderBodySchema,
        response: { 200: bulkResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.reorderTemplates(db, request.user!.id, request.body.ids),
  );

  r.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: forceQuerySchema,
        body: updateTemplateBodySchema,
        response: { 200: templateSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      service.updateTemplate(
        db,
        request.user!.id,
        request.params.id,
        request.body,
        request.query.force === 'true',
      ),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await service.deleteTemplate(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
