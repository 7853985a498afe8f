import type { FastifyInstance } from 'fastify';
import {
  apiCalls,
  fail,
  listResponse,
  splitIds,
  type ApiCall,
  type ListParam,
  type Query,
} from './api-call';
import { KNOWN_CHANNELS, mostPopular } from './catalogue';
import { avatarPath, avatarSvg } from './channel-avatar';
import { commentThreadRoutes } from './comment-threads.routes';
import { newId, type EmulatorState } from './emulator-state';
import { pageOf } from './paging';
import { playlistRoutes } from './playlists.routes';
import { uploadsPlaylistId } from './playlists';
import { checkRegionCode } from './search';
import { searchRoutes } from './search.routes';
import { videoExists, videoMetadata } from './video-catalog';
import { videoStatsRoutes } from './video-stats.routes';
import { findCategory } from './video-categories';

/** YouTube Data API v3: the calls the app makes, with Google's costs, errors and limits. */
export function youtubeRoutes(
  app: FastifyInstance,
  state: EmulatorState,
  publicBase: () => string,
) {
  const call = apiCalls(state);
  videoRoutes(app, call, state, publicBase);
  videoStatsRoutes(app, call, state);
  channelRoutes(app, call, publicBase);
  commentThreadRoutes(app, call, state);
  searchRoutes(app, call, publicBase);
  playlistRoutes(app, call, publicBase);
}

/** videos.list: up to 50 ids, or a chart (`chart=mostPopular`), never both. */
function videoRoutes(
  app: FastifyInstance,
  call: ApiCall,
  state: EmulatorState,
  publicBase: () => string,
) {
  app.get(
    '/youtube/v3/videos',
    call('videos.list', false, (request) => {
      const query = request.query as Query;
      const ids = splitIds((request.query as { id?: ListParam }).id);
      if (query.chart !== undefined) {
        if (ids.length) throw fail('incompatibleParameters');
        return chart(query, publicBase());
      }
      if (ids.length > 50)
        throw fail('invalidValue', 'The request specifies too many video ids (50 at most).');
      const items = ids
        .filter((id) => videoExists(id) && !state.goneVideos.has(id))
        .map((id) => videoMetadata(id, publicBase(), state.commentsAllowed(id)));
      return listResponse('youtube#videoListResponse', items);
    }),
  );
}

/**
 * The chart of a region (default US): since 2025-07-21 YouTube's Trending Music, Movies and
 * Gaming charts, of one of those categories when asked; paged.
 */
function chart(query: Query, base: string) {
  if (query.chart !== 'mostPopular')
    throw fail('invalidValue', `Invalid value '${query.chart}' for chart`);
  checkRegionCode(query.regionCode);
  if (query.videoCategoryId && !findCategory(query.videoCategoryId)?.assignable)
    throw fail('videoChartNotFound');
  const page = pageOf(mostPopular(query.regionCode, query.videoCategoryId), query);
  const items = page.items.map((video) => videoMetadata(video.id, base));
  return listResponse('youtube#videoListResponse', items, page);
}

/** channels.list: `mine=true`, `id=`, or `forHandle=` (with or without the @). */
function channelRoutes(app: FastifyInstance, call: ApiCall, publicBase: () => string) {
  app.get(
    '/youtube/v3/channels',
    call('channels.list', false, (request, caller) => {
      const query = request.query as Query;
      if (query.mine === 'true') {
        if (!caller.token) throw fail('forbidden');
        return listResponse('youtube#channelListResponse', [
          channelResource(caller.token.channel, publicBase()),
        ]);
      }
      if (query.forHandle !== undefined) {
        const handle = `@${query.forHandle.replace(/^@/, '')}`.toLowerCase();
        const known = KNOWN_CHANNELS.find((c) => c.handle.toLowerCase() === handle);
        const items = known ? [channelResource(known, publicBase())] : [];
        return listResponse('youtube#channelListResponse', items);
      }
      const items = splitIds((request.query as { id?: ListParam }).id).flatMap((id) => {
        const known = KNOWN_CHANNELS.find((c) => c.id === id);
        return known ? [channelResource(known, publicBase())] : [];
      });
      return listResponse('youtube#channelListResponse', items);
    }),
  );

  /** A channel's picture (channels.list points here): its initials, as an SVG. */
  app.get('/avatars/:channelId/:file', async (request, reply) => {
    const { channelId } = request.params as { channelId: string };
    const known = KNOWN_CHANNELS.find((c) => c.id === channelId);
    if (!known) return reply.status(404).send();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(known.id, known.title));
  });
}

function channelResource(
  { id, title, handle }: { id: string; title: string; handle: string },
  base: string,
) {
  // Pictures the emulator serves itself (above): a demo without internet shows no broken image.
  const avatar = (size: number) => ({
    url: `${base}${avatarPath(id, size)}`,
    width: size,
    height: size,
  });
  return {
    kind: 'youtube#channel',
    etag: newId('', 9),
    id,
    snippet: {
      title,
      description: `${title} (a demo channel of the local YouTube emulator)`,
      customUrl: handle,
      publishedAt: '2020-01-01T00:00:00Z',
      thumbnails: { default: avatar(88), medium: avatar(240), high: avatar(800) },
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: uploadsPlaylistId(id) } },
  };
}
