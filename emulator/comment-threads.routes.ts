import type { FastifyInstance } from 'fastify';
import { fail, listResponse, type ApiCall, type Query } from './api-call';
import { newId, type EmulatorState, type PostedComment } from './emulator-state';
import { isWellFormedVideoId, videoExists } from './video-catalog';

const COMMENT_MAX = 10_000;
const WRITE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/youtube',
];

/** commentThreads.list and .insert: what the app posts, and how it finds a post again. */
export function commentThreadRoutes(app: FastifyInstance, call: ApiCall, state: EmulatorState) {
  app.get(
    '/youtube/v3/commentThreads',
    call('commentThreads.list', false, (request) => {
      const query = request.query as Query;
      const videoId = query.videoId ?? '';
      if (!videoExists(videoId)) throw fail('videoNotFound');
      if (!state.commentsAllowed(videoId)) throw fail('commentsDisabled');
      const max = Math.min(Number(query.maxResults ?? 20) || 20, 100);
      const all = state.commentsOn(videoId);
      // The page token is the last comment of the previous page: newer comments arriving
      // between pages never shift what comes next.
      const after = query.pageToken ? all.findIndex((c) => c.id === query.pageToken) : -1;
      if (query.pageToken && after < 0) throw fail('invalidPageToken');
      const page = all.slice(after + 1, after + 1 + max);
      const more = after + 1 + max < all.length;
      return {
        ...listResponse('youtube#commentThreadListResponse', page.map(commentThreadResource)),
        ...(more ? { nextPageToken: page.at(-1)!.id } : {}),
      };
    }),
  );

  app.post(
    '/youtube/v3/commentThreads',
    call('commentThreads.insert', true, (request, caller) => {
      const token = caller.token!;
      if (!WRITE_SCOPES.some((scope) => token.scope.split(' ').includes(scope)))
        throw fail('insufficientPermissions');
      const body = request.body as {
        snippet?: { videoId?: string; topLevelComment?: { snippet?: { textOriginal?: string } } };
      };
      const videoId = body?.snippet?.videoId ?? '';
      const text = body?.snippet?.topLevelComment?.snippet?.textOriginal ?? '';
      if (!token.channel.canComment) throw fail('ineligibleAccount');
      if (!text.trim()) throw fail('commentTextRequired');
      if (text.length > COMMENT_MAX) throw fail('commentTextTooLong');
      if (!isWellFormedVideoId(videoId) || !videoExists(videoId)) throw fail('videoNotFound');
      if (!state.commentsAllowed(videoId)) throw fail('commentsDisabled');
      const comment = state.addComment({
        id: newId('Ugz', 15),
        videoId,
        channelId: token.channel.id,
        channelTitle: token.channel.title,
        text,
        clientId: token.clientId,
      });
      return commentThreadResource(comment);
    }),
  );
}

function commentThreadResource(comment: PostedComment) {
  const snippet = {
    videoId: comment.videoId,
    textDisplay: comment.text,
    textOriginal: comment.text,
    authorDisplayName: comment.channelTitle,
    authorChannelId: { value: comment.channelId },
    canRate: true,
    viewerRating: 'none',
    likeCount: 0,
    publishedAt: comment.publishedAt,
    updatedAt: comment.publishedAt,
  };
  return {
    kind: 'youtube#commentThread',
    etag: newId('', 9),
    id: comment.id,
    snippet: {
      channelId: comment.channelId,
      videoId: comment.videoId,
      topLevelComment: { kind: 'youtube#comment', etag: newId('', 9), id: comment.id, snippet },
      canReply: true,
      totalReplyCount: 0,
      isPublic: true,
    },
  };
}
