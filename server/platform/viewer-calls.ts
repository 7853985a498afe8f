import { IDS_PER_READ } from '@core/posting/quota-day';
import { guarded } from './platform-error';
import type { ViewerCalls } from './platform.types';
import type { YouTube } from './youtube-api';
import { toCommentThread } from './youtube-shapes';

/** comments.list gives at most 100 replies a page. */
export const REPLY_PAGE_SIZE = 100;

/**
 * What a caller sees of posted comments (docs/visibility.md), with an API key or a grant that is
 * not the author's. Each call costs a unit, failed ones too, so the library never repeats one on
 * its own: every call that leaves was paid in the ledger first.
 */
export function viewerCalls(yt: YouTube, timeout: number): ViewerCalls {
  const options = { retry: false, timeout };
  return {
    threadsById: (ids) =>
      guarded('commentThreads.list', true, async () => {
        if (ids.length > IDS_PER_READ) throw new Error(`at most ${IDS_PER_READ} ids a call`);
        const { data } = await yt.commentThreads.list(
          { part: ['snippet'], id: ids, maxResults: IDS_PER_READ },
          options,
        );
        return (data.items ?? []).flatMap((item) => (item.id ? [toCommentThread(item)] : []));
      }),

    repliesById: (ids) =>
      guarded('comments.list', true, async () => {
        if (ids.length > IDS_PER_READ) throw new Error(`at most ${IDS_PER_READ} ids a call`);
        const { data } = await yt.comments.list(
          { part: ['snippet'], id: ids, maxResults: IDS_PER_READ },
          options,
        );
        return (data.items ?? []).flatMap((item) =>
          item.id
            ? [
                {
                  commentId: item.id,
                  channelId: item.snippet?.authorChannelId?.value ?? '',
                  text: item.snippet?.textOriginal ?? '',
                  publishedAt: item.snippet?.publishedAt ?? '',
                  likeCount: item.snippet?.likeCount ?? 0,
                  replyCount: 0,
                },
              ]
            : [],
        );
      }),

    replyPage: (parentId, pageToken) =>
      guarded('comments.list', true, async () => {
        const { data } = await yt.comments.list(
          { part: ['snippet'], parentId, maxResults: REPLY_PAGE_SIZE, pageToken },
          options,
        );
        return {
          items: (data.items ?? []).map((item) => ({
            id: item.id ?? '',
            author: item.snippet?.authorDisplayName ?? '',
            authorChannelId: item.snippet?.authorChannelId?.value ?? null,
            text: item.snippet?.textOriginal ?? item.snippet?.textDisplay ?? '',
            publishedAt: item.snippet?.publishedAt ?? '',
          })),
          nextPageToken: data.nextPageToken ?? null,
        };
      }),
  };
}
