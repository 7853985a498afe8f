import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { idParamsSchema } from '@core/api/credentials.schema';
import { bulkResultSchema } from '@core/api/templates.schema';
import {
  channelThumbnailBodySchema,
  channelThumbnailsBodySchema,
  checkVideosBodySchema,
  checkVideosResultSchema,
  importVideoSchema,
  importVideosBodySchema,
  importVideosResultSchema,
  reorderVideosBodySchema,
  updateVideoBodySchema,
  videoIdsBodySchema,
  videoListSchema,
  videoPageSchema,
  videoQuerySchema,
  videoSchema,
} from '@core/api/videos.schema';
import type { Db } from '@server/db/database';
import { MB } from '@server/http/body-limit';
import * as service from './videos.service';

/**
 * An import from a 5 MB CSV of 50,000 rows (docs/security.md §6) carries the platform's details of
 * every video: about 21 MB of JSON without descriptions, 26 MB with 100-character ones (measured
 * in body-limits.test.ts). 32 MB leaves room for descriptions of about 200 characters on average.
 */
export const VIDEO_IMPORT_BODY_LIMIT = 32 * MB;

/** docs/product.md §7 /api/videos, with the paged form of docs/product.md §7 and bulk actions. */
export const videosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const tags = ['videos'];
  const { db } = deps;
  const notFound = { 404: errorBodySchema };

  app.get(
    '',
    {
      schema: {
        tags,
        querystring: videoQuerySchema,
        response: { 200: z.union([videoListSchema, videoPageSchema]) },
      },
    },
    async (request, reply) => {
      const workspaceId = request.workspaceId;
      // The database writes the JSON (docs/performance.md §5): it is sent as it comes.
      reply.type('application/json');
      if (!service.isUnpaged(request.query))
        return reply.send((await service.videoPageJson(db, workspaceId, request.query)) as never);
      // Everything, as docs/product.md §7 has it: streamed in pieces rather than built whole in
      // memory. Fastify pipes a stream as it is (the schema above still documents its JSON).
      const json = Readable.from(service.allVideosJson(db, workspaceId), { highWaterMark: 2 });
      return reply.send(json as unknown as never);
    },
  );

  app.post(
    '',
    { schema: { tags, body: importVideoSchema, response: { 200: videoSchema, 201: videoSchema } } },
    async (request, reply) => {
      const { created, video } = await service.saveVideo(db, request.workspaceId, request.body);
      return reply.status(created ? 201 : 200).send(video);
    },
  );

  app.post(
    '/import',
    {
      bodyLimit: VIDEO_IMPORT_BODY_LIMIT,
      schema: { tags, body: importVideosBodySchema, response: { 200: importVideosResultSchema } },
    },
    async (request) => service.importVideos(db, request.workspaceId, request.body),
  );

  app.post(
    '/check',
    // 50,000 ids weigh 0.7 MB: the default limit holds them.
    {
      schema: { tags, body: checkVideosBodySchema, response: { 200: checkVideosResultSchema } },
    },
    async (request) => service.existingVideoIds(db, request.workspaceId, request.body.videoIds),
  );

  app.patch(
    '/reorder',
    {
      schema: {
        tags,
        body: reorderVideosBodySchema,
        response: { 200: bulkResultSchema, ...notFound },
      },
    },
    async (request) => service.reorderVideos(db, request.workspaceId, request.body.order),
  );

  app.post(
    '/bulk-delete',
    {
      schema: { tags, body: videoIdsBodySchema, response: { 200: bulkResultSchema, ...notFound } },
    },
    async (request) => service.deleteVideos(db, request.workspaceId, request.body.ids),
  );

  app.post(
    '/channel-thumbnails',
    { schema: { tags, body: channelThumbnailsBodySchema, response: { 200: bulkResultSchema } } },
    async (request) => service.setChannelThumbnails(db, request.workspaceId, request.body.channels),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: videoSchema, ...notFound } } },
    async (request) => service.getVideo(db, request.workspaceId, request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateVideoBodySchema,
        response: { 200: videoSchema, 400: errorBodySchema, ...notFound },
      },
    },
    async (request) =>
      service.setVideoCategory(db, request.workspaceId, request.params.id, request.body.category),
  );

  app.patch(
    '/:id/channel-thumbnail',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: channelThumbnailBodySchema,
        response: { 200: videoSchema, ...notFound },
      },
    },
    async (request) =>
      service.setChannelThumbnail(
        db,
        request.workspaceId,
        request.params.id,
        request.body.channelThumbnail,
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...notFound } } },
    async (request, reply) => {
      await service.deleteVideos(db, request.workspaceId, [request.params.id]);
      return reply.status(204).send(null);
    },
  );
};
