import type { FastifyInstance } from 'fastify';
import { fail, listResponse, splitIds, type ApiCall, type ListParam, type Query } from './api-call';
import {
  newId,
  type EmulatorState,
  type Growth,
  type PostedComment,
  type Reply,
} from './emulator-state';
import { isWellFormedVideoId, videoExists } from './video-catalog';
import { likeCount, repliesOf, visibleTo } from './viewer';

/** Google's limit on ids in one list call. */
const IDS_MAX = 50;

const COMMENT_MAX = 10_000;
const WRITE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/youtube',
];

/**
 * commentThreads.list and .insert: what the app posts, how it finds a post again, and what a
 * viewer sees of it (a held or hidden comment only by its author).
 */
export function commentThreadRoutes(app: FastifyInstance, call: ApiCall, state: EmulatorState) {
  const resource = (comment: PostedComment) =>
    commentThreadResource(comment, state.now(), state.growth);
  app.get(
    '/youtube/v3/commentThreads',
    call('commentThreads.list', false, (request, caller) => {
      const query = request.query as Query;
      const viewer = caller.token?.channel.id;
      const ids = splitIds((request.query as { id?: ListParam }).id);
      if (ids.length) {
        if (ids.length > IDS_MAX) throw fail('tooManyIds');
        // Threads the caller may see, in the order asked; the others are simply not listed.
        const found = ids
          .map((id) => state.comment(id))
          .filter(
            (c): c is PostedComment =>
              c !== undefined &&
              visibleTo(c, viewer) &&
              // Comments go with their video, and are hidden while its comments are turned off.
              !state.goneVideos.has(c.videoId) &&
              state.commentsAllowed(c.videoId),
          );
        return listResponse('youtube#commentThreadListResponse', found.map(resource));
      }
      const videoId = query.videoId ?? '';
      if (!videoExists(videoId)) throw fail('videoNotFound');
      if (!state.commentsAllowed(videoId)) throw fail('commentsDisabled');
      const max = Math.min(Number(query.maxResults ?? 20) || 20, 100);
      const all = state.commentsOn(videoId).filter((c) => visibleTo(c, viewer));
      // The page token is the last comment of the previous page: newer comments arriving
      // between pages never shift what comes next.
      const after = query.pageToken ? all.findIndex((c) => c.id === query.pageToken) : -1;
      if (query.pageToken && after < 0) throw fail('invalidPageToken');
      const page = all.slice(after + 1, after + 1 + max);
      const more = after + 1 + max < all.length;
      return {
        ...listResponse('youtube#commentThreadListResponse', page.map(resource)),
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
      return resource(comment);
    }),
  );

  /**
   * comments.insert with `snippet.parentId`: a channel answers a thread (a top-level comment).
   * Refused as Google refuses it: no such thread, or none the channel may see (commentNotFound);
   * the video's comments turned off or the video gone since (forbidden).
   */
  app.post(
    '/youtube/v3/comments',
    call('comments.insert', true, (request, caller) => {
      const token = caller.token!;
      if (!WRITE_SCOPES.some((scope) => token.scope.split(' ').includes(scope)))
        throw fail('insufficientPermissions');
      const body = request.body as { snippet?: { parentId?: string; textOriginal?: string } };
      const text = body?.snippet?.textOriginal ?? '';
      if (!token.channel.canComment) throw fail('ineligibleAccount');
      if (!text.trim()) throw fail('commentTextRequired');
      if (text.length > COMMENT_MAX) throw fail('commentTextTooLong');
      const parent = state.comment(body?.snippet?.parentId ?? '');
      if (!parent || !visibleTo(parent, token.channel.id)) throw fail('commentNotFound');
      if (state.goneVideos.has(parent.videoId) || !state.commentsAllowed(parent.videoId))
        throw fail('forbidden');
      const answer: Reply = {
        id: newId(`${parent.id}.`, 22),
        authorDisplayName: token.channel.title,
        authorChannelId: token.channel.id,
        text,
        publishedAt: new Date(state.now()).toISOString(),
      };
      parent.repliesAdded.push(answer);
      return replyResource(answer, parent.id);
    }),
  );

  /**
   * comments.list by `id` (up to 50: the replies the caller may see, in the order asked; a
   * reply's id starts with its thread's), or by `parentId`: a thread's replies, newest first, a
   * page at a time.
   */
  app.get(
    '/youtube/v3/comments',
    call('comments.list', false, (request, caller) => {
      const query = request.query as Query;
      const ids = splitIds((request.query as { id?: ListParam }).id);
      if (ids.length) {
        if (ids.length > IDS_MAX) throw fail('tooManyIds');
        const viewer = caller.token?.channel.id;
        const found = ids.flatMap((id) => {
          const parent = state.comment(id.split('.')[0]);
          if (!parent || !visibleTo(parent, viewer) || state.goneVideos.has(parent.videoId))
            return [];
          const reply = repliesOf(parent, state.now(), state.growth).find((r) => r.id === id);
          return reply ? [replyResource(reply, parent.id)] : [];
        });
        return listResponse('youtube#commentListResponse', found);
      }
      const parent = state.comment(query.parentId);
      if (!parent || !visibleTo(parent, caller.token?.channel.id)) throw fail('commentNotFound');
      const max = Math.min(Number(query.maxResults ?? 20) || 20, 100);
      const replies = repliesOf(parent, state.now(), state.growth);
      const after = query.pageToken ? replies.findIndex((r) => r.id === query.pageToken) : -1;
      if (query.pageToken && after < 0) throw fail('invalidPageToken');
      const page = replies.slice(after + 1, after + 1 + max);
      const more = after + 1 + max < replies.length;
      return {
        ...listResponse(
          'youtube#commentListResponse',
          page.map((reply) => replyResource(reply, parent.id)),
        ),
        ...(more ? { nextPageToken: page.at(-1)!.id } : {}),
      };
    }),
  );
}

function replyResource(reply: Reply, parentId: string) {
  return {
    kind: 'youtube#comment',
    etag: newId('', 9),
    id: reply.id,
    snippet: {
      parentId,
      textDisplay: reply.text,
      textOriginal: reply.text,
      authorDisplayName: reply.authorDisplayName,
      ...(reply.authorChannelId ? { authorChannelId: { value: reply.authorChannelId } } : {}),
      likeCount: 0,
      publishedAt: reply.publishedAt,
      updatedAt: reply.publishedAt,
    },
  };
}

function commentThreadResource(comment: PostedComment, now: number, growth: Growth) {
  const snippet = {
    videoId: comment.videoId,
    textDisplay: comment.text,
    textOriginal: comment.text,
    authorDisplayName: comment.channelTitle,
    authorChannelId: { value: comment.channelId },
    canRate: true,
    viewerRating: 'none',
    likeCount: likeCount(comment, now, growth),
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
      totalReplyCount: repliesOf(comment, now, growth).length,
      isPublic: true,
    },
  };
}
