import type { youtube } from '@googleapis/youtube';
import { IDS_PER_READ } from '@core/posting/quota-day';

type YouTube = ReturnType<typeof youtube>;
type Guard = <T>(idempotent: boolean, run: () => Promise<T>) => Promise<T>;

/** comments.list gives at most 100 replies a page. */
export const REPLY_PAGE_SIZE = 100;

/** One comment thread as a viewer sees it. */
export interface SeenThread {
  commentId: string;
  likeCount: number;
  replyCount: number;
}

export interface SeenReply {
  id: string;
  author: string;
  text: string;
  publishedAt: string;
}

/**
 * What a caller sees of posted comments (docs/visibility.md), with an API key or a grant that is
 * not the author's. Each call costs a unit, failed ones too, so the library never repeats one on
 * its own: every call that leaves was paid in the ledger first.
 */
export function viewerCalls(yt: YouTube, guard: Guard, timeout: number) {
  const options = { retry: false, timeout };
  return {
    /** commentThreads.list by id (1 unit, up to 50 ids): the threads the caller may see. */
    threadsById: (ids: string[]) =>
      guard(true, async () => {
        if (ids.length > IDS_PER_READ) throw new Error(`at most ${IDS_PER_READ} ids a call`);
        const { data } = await yt.commentThreads.list(
          { part: ['snippet'], id: ids, maxResults: IDS_PER_READ },
          options,
        );
        return (data.items ?? []).flatMap((item): SeenThread[] =>
          item.id
            ? [
                {
                  commentId: item.id,
                  likeCount: item.snippet?.topLevelComment?.snippet?.likeCount ?? 0,
                  replyCount: item.snippet?.totalReplyCount ?? 0,
                },
              ]
            : [],
        );
      }),

    /** comments.list by parent (1 unit a page of up to 100): a thread's replies, newest first. */
    replyPage: (parentId: string, pageToken?: string) =>
      guard(true, async () => {
        const { data } = await yt.comments.list(
          { part: ['snippet'], parentId, maxResults: REPLY_PAGE_SIZE, pageToken },
          options,
        );
        return {
          replies: (data.items ?? []).map((item): SeenReply => ({
            id: item.id ?? '',
            author: item.snippet?.authorDisplayName ?? '',
            text: item.snippet?.textOriginal ?? item.snippet?.textDisplay ?? '',
            publishedAt: item.snippet?.publishedAt ?? '',
          })),
          nextPageToken: data.nextPageToken ?? undefined,
        };
      }),
  };
}
