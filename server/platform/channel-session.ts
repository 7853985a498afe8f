import type { OAuth2Client } from 'google-auth-library';
import { VERIFY_PAGE_SIZE } from '@core/posting/verification';
import { discoveryCalls } from './discovery';
import { guarded, PlatformError } from './platform-error';
import type { ChannelSession, DetailReads } from './platform.types';
import { viewerCalls } from './viewer-calls';
import type { YouTube } from './youtube-api';
import { toChannelOrFail, toCommentThread } from './youtube-shapes';

/** The calls one channel's grant makes: `client` holds its tokens, `yt` speaks through it. */
export function channelSession(
  client: OAuth2Client,
  yt: YouTube,
  reads: DetailReads,
  timeout: number,
): ChannelSession {
  return {
    ...reads,
    discovery: discoveryCalls(yt, timeout),
    viewer: viewerCalls(yt, timeout),

    async insertComment(videoId, text, signal) {
      return guarded('commentThreads.insert', false, async () => {
        signal?.throwIfAborted();
        const { data } = await yt.commentThreads.insert(
          {
            part: ['snippet'],
            requestBody: {
              snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } },
            },
          },
          // Never let the library re-send an insert on its own: a retry could post twice.
          { retry: false, timeout, signal },
        );
        if (!data.id)
          throw new PlatformError(
            'unknownOutcome',
            'noId',
            'Google answered without a comment id.',
          );
        return {
          commentId: data.id,
          publishedAt: data.snippet?.topLevelComment?.snippet?.publishedAt ?? null,
        };
      });
    },

    async insertReply(parentId, text, signal) {
      return guarded('comments.insert', false, async () => {
        signal?.throwIfAborted();
        const { data } = await yt.comments.insert(
          { part: ['snippet'], requestBody: { snippet: { parentId, textOriginal: text } } },
          // As a comment: never re-sent by the library.
          { retry: false, timeout, signal },
        );
        if (!data.id)
          throw new PlatformError('unknownOutcome', 'noId', 'Google answered without a reply id.');
        return { commentId: data.id, publishedAt: data.snippet?.publishedAt ?? null };
      });
    },

    async refreshGrant() {
      // A dead grant answers invalid_grant.
      return guarded('oauth.refresh', true, async () => {
        await client.refreshAccessToken();
      });
    },

    async channelInfo() {
      return guarded('channels.list', true, async () => {
        const { data } = await yt.channels.list({ part: ['snippet'], mine: true }, { timeout });
        return toChannelOrFail(data.items?.[0]);
      });
    },

    async commentPage(videoId, pageToken) {
      return guarded('commentThreads.list', true, async () => {
        const { data } = await yt.commentThreads.list(
          { part: ['snippet'], videoId, order: 'time', maxResults: VERIFY_PAGE_SIZE, pageToken },
          // Each call costs a unit, failed ones too: the engine retries and counts each.
          { retry: false, timeout },
        );
        return {
          items: (data.items ?? []).map(toCommentThread),
          nextPageToken: data.nextPageToken ?? null,
        };
      });
    },
  };
}
