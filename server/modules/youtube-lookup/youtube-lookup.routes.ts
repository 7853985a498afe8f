import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoCheckBodySchema, videoCheckSchema } from '@core/api/batches.schema';
import { errorBodySchema } from '@core/api/common.schema';
import { LOOKUP_IDS_MAX } from '@core/api/limits';
import {
  youtubeChannelListSchema,
  youtubeLookupQuerySchema,
  youtubeVideoListSchema,
} from '@core/api/videos.schema';
import { isVideoId } from '@core/videos/video-ref';
import { AppError } from '@server/http/app-error';
import { checkVideos } from './video-check.service';
import * as service from './youtube-lookup.service';

function idList(value: string, check: (id: string) => boolean) {
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (!ids.length || ids.length > LOOKUP_IDS_MAX || !ids.every(check)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `id: 1 to ${LOOKUP_IDS_MAX} valid ids, comma-separated`,
    );
  }
  return ids;
}

/**
 * docs/product.md §7 /api/youtube/*: video and channel details read through the workspace's grants.
 */
export const youtubeLookupRoutes: FastifyPluginAsyncZod<service.YouTubeReadDeps> = async (
  app,
  deps,
) => {
  const tags = ['youtube'];
  const errors = { 400: errorBodySchema, 409: errorBodySchema, 503: errorBodySchema };

  app.get(
    '/videos',
    {
      schema: {
        tags,
        querystring: youtubeLookupQuerySchema,
        response: { 200: youtubeVideoListSchema, ...errors },
      },
    },
    async (request) =>
      service.lookupVideos(deps, request.workspaceId, idList(request.query.id, isVideoId)),
  );

  app.get(
    '/channels',
    {
      schema: {
        tags,
        querystring: youtubeLookupQuerySchema,
        response: { 200: youtubeChannelListSchema, ...errors },
      },
    },
    async (request) =>
      service.lookupChannels(
        deps,
        request.workspaceId,
        idList(request.query.id, (id) => /^[A-Za-z0-9_-]{1,100}$/.test(id)),
      ),
  );

  // Before /launch confirms a batch (docs/responsible-use.md §1): the chosen videos YouTube refuses
  // comments on.
  app.post(
    '/videos/check',
    {
      schema: {
        tags,
        body: videoCheckBodySchema,
        response: { 200: videoCheckSchema, ...errors },
      },
    },
    async (request) => checkVideos(deps, request.workspaceId, request.body.videoIds),
  );
};
