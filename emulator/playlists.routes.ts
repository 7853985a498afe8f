import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail, listResponse, type ApiCall, type Query } from './api-call';
import { pageOf } from './paging';
import { findPlaylist, type Playlist } from './playlists';
import { etagOf, videoSnippet, type VideoFacts } from './video-catalog';

/** playlistItems.list: a playlist's videos in playlist order (newest first), 50 a page at most. */
export function playlistRoutes(app: FastifyInstance, call: ApiCall, publicBase: () => string) {
  app.get(
    '/youtube/v3/playlistItems',
    call('playlistItems.list', false, (request) => {
      const query = request.query as Query;
      const playlist = findPlaylist(query.playlistId ?? '');
      if (!playlist) throw fail('playlistNotFound');
      const page = pageOf(playlist.videos, query);
      const items = page.items.map((video, index) =>
        playlistItemResource(playlist, video, page.offset + index, publicBase()),
      );
      return listResponse('youtube#playlistItemListResponse', items, page);
    }),
  );
}

function playlistItemResource(
  playlist: Playlist,
  video: VideoFacts,
  position: number,
  base: string,
) {
  const id = createHash('sha256').update(`${playlist.id}:${video.id}`).digest('base64url');
  return {
    kind: 'youtube#playlistItem',
    etag: etagOf(id),
    id,
    snippet: {
      // The video's, but the channel is the playlist's; `publishedAt` is when the video joined
      // the playlist, for an uploads playlist when it was published.
      ...videoSnippet(video, base),
      channelId: playlist.channel.id,
      channelTitle: playlist.channel.title,
      playlistId: playlist.id,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      videoOwnerChannelTitle: video.channel.title,
      videoOwnerChannelId: video.channel.id,
    },
    contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt },
  };
}
