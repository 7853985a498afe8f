import { describe, expect, it } from 'vitest';
import type { InboxPage, InboxThread } from '@core/api/inbox.schema';
import { nextQuotaReset } from '@core/posting/quota-day';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { buildTestServices, postingHelpers } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';
import { checkDueLooks } from './visibility-checks.service';
import type { CheckDeps } from './visibility-round';
import { scheduleNewlyPosted } from './visibility.repository';

// docs/replies.md §1: threads whose reply count grew are read in the visibility checks' rounds.
const t = usePlatformTestApp();
const { send, setUp, launchText, drain, emulator } = postingHelpers(t);

/** Looks 10 s and 60 s after posting (the test services' delays). */
const FIRST = 10_000;
const SECOND = 60_000;
const KEY = 'AIzaSyViewerKeyForChecks000000000000000';

const deps = (unitsPerDay = 500): Promise<CheckDeps> =>
  buildTestServices(t, { visibility: { delaysMs: [FIRST, SECOND], unitsPerDay } });

/** Alice Cooks' comments on `videos`, newest last, a key for checks saved, first looks planned. */
async function posted(videos: string[]) {
  const user = await setUp([DEMO_CHANNEL.aliceCooks], videos);
  const batch = await launchText(user.cookie, user.accountIds, videos, 'Lovely video!');
  expect((await drain(user.cookie, batch.id)).status).toBe('done');
  const postedAt = Date.now();
  await scheduleNewlyPosted(t.db, new Date(postedAt), [FIRST, SECOND]);
  expect(
    (await send('POST', '/api/settings/check-key', user.cookie, { apiKey: KEY })).statusCode,
  ).toBe(200);
  const { rows } = await t.pool.query<{ id: string; platform_comment_id: string }>(
    'select id, platform_comment_id from comments where workspace_id = $1 order by posted_at',
    [user.workspaceId],
  );
  return { ...user, postedAt, comments: rows };
}

const replyTo = async (platformId: string, n: number, by: Record<string, string> = {}) => {
  for (let i = 0; i < n; i++)
    await emulator().post(`comments/${platformId}/replies`, { text: `Reply ${i}`, ...by });
};

/** A round; `tickMs` a day: the round may spend the whole day's ceiling. */
const round = (d: CheckDeps, now: Date, tickMs = 600_000) => checkDueLooks(d, { now, tickMs });
const DAY_MS = 86_400_000;
/** Late in the quota day of `at`: the day's whole ceiling is open (it is spread over the day). */
const lateOn = (at: number) =>
  new Date(Math.max(at, nextQuotaReset(new Date(at)).getTime() - 60_000));

const inbox = async (cookie: string) => (await send('GET', '/api/inbox', cookie)).json<InboxPage>();

describe('collecting replies in the background', () => {
  it('reads the threads that grew after the round’s looks, tells of the news once, and reads nothing more until a thread grows again', async () => {
    const user = await posted(['vidAAAAAAA1', 'vidBBBBBBB2']);
    const [quiet, talked] = user.comments;
    await replyTo(talked!.platform_comment_id, 2, { author: 'Dee' });
    await replyTo(talked!.platform_comment_id, 1, {
      author: 'Alice Cooks',
      channelId: DEMO_CHANNEL.aliceCooks,
    });
    const d = await deps();

    const first = await round(d, new Date(user.postedAt + FIRST + 1000));
    // One look for both comments, one page of the thread that has replies; none for the quiet one.
    expect(first.get(user.workspaceId)).toMatchObject({ units: 2 });
    expect(await emulator().calls('comments.list')).toHaveLength(1);
    const page = await inbox(user.cookie);
    expect(page.unread).toBe(2);
    expect(page.replies.map((r) => r.comment.id)).toEqual([talked!.id, talked!.id]);
    expect(quiet).toBeDefined();
    const { rows: told } = await t.pool.query<{ type: string; data: { count: number } }>(
      "select type, data from notifications where type = 'reply.received'",
    );
    expect(told).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ count: 2, author: 'Dee' }) }),
    ]);

    // The second look sees the same count: nothing to read.
    await round(d, new Date(user.postedAt + SECOND + 1000));
    expect(await emulator().calls('comments.list')).toHaveLength(1);

    // Grown again, and seen so by a look (asked for now): the thread is read again, its one
    // new reply told.
    await replyTo(talked!.platform_comment_id, 1, { author: 'Eve' });
    await t.pool.query('update comments set visibility_next_at = now() where id = $1', [
      talked!.id,
    ]);
    await round(d, new Date(Date.now() + 1000));
    expect(await emulator().calls('comments.list')).toHaveLength(2);
    expect((await inbox(user.cookie)).unread).toBe(3);
    const { rows: again } = await t.pool.query(
      "select 1 from notifications where type = 'reply.received'",
    );
    expect(again).toHaveLength(2);
  });

  it('stays within the day’s ceiling shared with the looks, newest threads first, and reads the rest the next day', async () => {
    const user = await posted(['vidAAAAAAA1', 'vidBBBBBBB2']);
    const [older, newest] = user.comments;
    await replyTo(newest!.platform_comment_id, 150, { author: 'Crowd' });
    await replyTo(older!.platform_comment_id, 1, { author: 'Dee' });
    // 3 units a day: the look (1) and the newest thread's two pages (2); the older waits.
    const d = await deps(3);
    const day = lateOn(user.postedAt + FIRST + 1000);
    const outcome = (await round(d, day, DAY_MS)).get(user.workspaceId);
    expect(outcome).toMatchObject({ units: 3 });
    const { rows: usage } = await t.pool.query<{ units: number }>(
      'select units from visibility_usage where workspace_id = $1',
      [user.workspaceId],
    );
    expect(usage).toEqual([{ units: 3 }]);
    expect((await inbox(user.cookie)).unread).toBe(150);

    // The next day: the older thread, one page (its second look comes first).
    const next = new Date(nextQuotaReset(day).getTime() + 60 * 60_000);
    await round(d, lateOn(next.getTime()), DAY_MS);
    expect((await inbox(user.cookie)).unread).toBe(151);
    expect(await emulator().calls('comments.list')).toHaveLength(3);
  });

  it('a thread YouTube no longer shows is said so, and not read again', async () => {
    // Hidden from everyone but its author: a viewer's read answers commentNotFound.
    await emulator().post('moderation', { channelId: DEMO_CHANNEL.aliceCooks, mode: 'hide' });
    const user = await posted(['vidAAAAAAA1']);
    const [comment] = user.comments;
    await replyTo(comment!.platform_comment_id, 1);
    // A look saw its reply before it was hidden; no look is due now.
    await t.pool.query('update comments set reply_count = 1, visibility_next_at = null');
    const d = await deps();
    await round(d, new Date(Date.now() + 1000));
    const { rows } = await t.pool.query<{ replies_unreadable_at: Date | null }>(
      'select replies_unreadable_at from comments',
    );
    expect(rows[0]!.replies_unreadable_at).not.toBeNull();
    // Said so with the thread (one of its replies kept from before).
    await t.pool.query(
      `insert into replies (workspace_id, comment_id, platform_reply_id, author, content, published_at)
       values ($1, $2, 'kept-before', 'Dee', 'Read before it was hidden', now())`,
      [user.workspaceId, comment!.id],
    );
    const [reply] = (await inbox(user.cookie)).replies;
    const thread = await send('GET', `/api/inbox/${reply!.id}/thread`, user.cookie);
    expect(thread.json<InboxThread>().comment.unreadableAt).not.toBeNull();
    await round(d, new Date(Date.now() + 2000));
    expect(await emulator().calls('comments.list')).toHaveLength(1);
  });
});
