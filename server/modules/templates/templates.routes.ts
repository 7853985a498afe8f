import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
export const templatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const tags = ['comment templates'];
  const { db } = deps;

  app.get(
    '',
    {
      schema: {
        tags,
        querystring: templateQuerySchema,
        response: { 200: z.union([templateListSchema, templatePageSchema]) },
      },
    },
    async (request) => service.listTemplates(db, request.workspaceId, request.query),
  );

  app.post(
    '',
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
      const template = await service.createTemplate(db, request.workspaceId, request.body, force);
      return reply.status(201).send(template);
    },
  );

  app.post(
    '/import',
    {
      bodyLimit: TEMPLATE_IMPORT_BODY_LIMIT,
      schema: {
        tags,
        body: importBodySchema,
        response: { 200: z.union([importResultSchema, importPreviewSchema]) },
      },
    },
    async (request) => service.importTemplates(db, request.workspaceId, request.body),
  );

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags,
        body: bulkDeleteBodySchema,
        response: { 200: bulkResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.deleteTemplates(db, request.workspaceId, request.body.ids),
  );

  app.post(
    '/bulk-category',
    {
      schema: {
        tags,
        body: bulkCategoryBodySchema,
        response: { 200: bulkResultSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.setTemplatesCategory(
        db,
        request.workspaceId,
        request.body.ids,
        request.body.category,
      ),
  );

  app.patch(
    '/reorder',
    {
      schema: {
        tags,
        body: reorderBodySchema,
        response: { 200: bulkResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.reorderTemplates(db, request.workspaceId, request.body.ids),
  );

  app.patch(
    '/:id',
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
        request.workspaceId,
        request.params.id,
        request.body,
        request.query.force === 'true',
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await service.deleteTemplate(db, request.workspaceId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
