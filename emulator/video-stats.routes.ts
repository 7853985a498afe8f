import type { FastifyInstance } from 'fastify';
import { fail, splitIds, type ApiCall, type ListParam } from './api-call';
import type { EmulatorState } from './emulator-state';
import { etagOf, isoDuration, videoExists, videoFacts } from './video-catalog';

const PARTS = ['id', 'snippet', 'statistics', 'contentDetails'] as const;

/**
 * videos.batchGetStats (2026-06-03): up to 50 ids' counts, 1 unit a call from a bucket of its
 * own. The answer follows Google's reference page (`youtube#batchGetStatsResponse`, items of
 * `youtube#videoStats` with `snippet.publishTime`, `statistics` and `contentDetails`); Google
 * calls the method "intentionally not atomic", so a video it cannot give is left out, as
 * videos.list leaves out one that is gone or private.
 */
export function videoStatsRoutes(app: FastifyInstance, call: ApiCall, state: EmulatorState) {
  // `::` is a colon in the path, not a parameter: Google's custom method `videos:batchGetStats`.
  app.get(
    '/youtube/v3/videos::batchGetStats',
    call('videos.batchGetStats', false, (request) => {
      const query = request.query as { id?: ListParam; part?: ListParam };
      const parts = splitIds(query.part);
      if (!parts.length) throw fail('missingRequiredParameter', 'No filter selected: part.');
      const unknown = parts.find((part) => !(PARTS as readonly string[]).includes(part));
      if (unknown) throw fail('invalidValue', `Invalid value '${unknown}' for part`);
      const ids = splitIds(query.id);
      if (!ids.length) throw fail('missingRequiredParameter', 'No filter selected: id.');
      if (ids.length > 50)
        throw fail('invalidValue', 'The request specifies too many video ids (50 at most).');
      const items = ids
        .filter((id) => videoExists(id) && !state.goneVideos.has(id))
        .map((id) => videoStat(id, parts, state.commentsAllowed(id)));
      return {
        kind: 'youtube#batchGetStatsResponse',
        etag: etagOf(`stats:${ids.join(',')}`),
        items,
      };
    }),
  );
}

function videoStat(id: string, parts: string[], commentsEnabled: boolean) {
  const video = videoFacts(id);
  return {
    kind: 'youtube#videoStats',
    etag: etagOf(`stats:${id}`),
    id,
    ...(parts.includes('snippet') ? { snippet: { publishTime: video.publishedAt } } : {}),
    ...(parts.includes('statistics')
      ? {
          statistics: {
            viewCount: String(video.views),
            likeCount: String(video.likes),
            // As videos.list does: a video with comments turned off has no count.
            ...(commentsEnabled ? { commentCount: String(video.comments) } : {}),
          },
        }
      : {}),
    ...(parts.includes('contentDetails')
      ? {
          contentDetails: {
            duration: isoDuration(video.seconds),
            durationMillis: String(video.seconds * 1000),
          },
        }
      : {}),
  };
}
