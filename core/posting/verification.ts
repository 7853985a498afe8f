/**
 * Looking for a send whose answer was lost (docs/posting-engine.md §6). The platform lists a
 * video's comments newest first, a page at a time; a send is settled when its comment is found, or
 * when the pages reach comments older than the send (or the video's first comment) without it.
 */

/** Our clock and the platform's may differ a little: comments this much older still count. */
export const CLOCK_SKEW_MS = 60_000;
/** commentThreads.list gives at most 100 comments a page. */
export const VERIFY_PAGE_SIZE = 100;
/**
 * At most this many pages (1 unit each) per look-up: 1,000 comments newer than the send. A video
 * busier than that between a send and its look-up leaves the question open (unconfirmed).
 */
export const VERIFY_MAX_PAGES = 10;

export interface ListedComment {
  commentId: string;
  channelId: string;
  text: string;
  publishedAt: string;
}

export interface Sought {
  channelId: string;
  text: string;
  /** When the send began (before the call left); null: unknown, so every comment counts. */
  sentAt: Date | null;
}

/** YouTube keeps the text as sent, give or take line endings and surrounding space. */
const normalise = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** The earliest moment the sought comment can carry. */
export function windowStart(sought: Sought) {
  return sought.sentAt ? sought.sentAt.getTime() - CLOCK_SKEW_MS : Number.NEGATIVE_INFINITY;
}

/**
 * One page, read against the sought comment: the matching comments on it, and whether it reached
 * comments older than the send (then no later page can hold it).
 */
export function readPage(page: ListedComment[], sought: Sought) {
  const from = windowStart(sought);
  const text = normalise(sought.text);
  let reachedOlder = false;
  const matches: ListedComment[] = [];
  for (const comment of page) {
    const at = Date.parse(comment.publishedAt);
    if (Number.isFinite(at) && at < from) {
      reachedOlder = true;
      continue;
    }
    if (comment.channelId === sought.channelId && normalise(comment.text) === text) {
      matches.push(comment);
    }
  }
  return { matches, reachedOlder };
}

/**
 * Of the matching comments, the one that is ours: the earliest not already recorded for another
 * of our comments (the same text may go to one video more than once in a batch).
 */
export function pickMatch(matches: ListedComment[], known: Set<string>) {
  return matches
    .filter((comment) => !known.has(comment.commentId))
    .sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt))[0];
}
