import { TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postingHelpers, VIDEOS } from '../test/posting';
import { rowsRead } from '../test/rows-read';
import { listAccounts } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';
import { lockNextDue, msUntilNextDue } from './posting.repository';

const t = usePlatformTestApp();
const { setUp, launchText } = postingHelpers(t);
const defaults = { pacingSeconds: 0, dailyCap: 1000 };
/** Queued comments of the first channel, all due before the second channel's. */
const QUEUED = 20_000;

/** A claim in a transaction of its own, rolled back: what it took, and what it read to find it. */
async function claim() {
  let result: { claimed?: string; accountId?: string; rowsRead: number } = { rowsRead: 0 };
  await t.db
    .transaction(async (tx) => {
      const before = await rowsRead(tx, 'comments');
      const claimed = await lockNextDue(tx, defaults);
      const read = (await rowsRead(tx, 'comments')) - before;
      result = { claimed: claimed?.id, accountId: claimed?.accountId, rowsRead: read };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return result;
}

describe('claiming the next due comment (docs/performance.md §5)', () => {
  it("reads nothing of a waiting channel's queue, however long it is", async () => {
    const { cookie } = await setUp();
    const [first, second] = await listAccounts(t, cookie);
    const batch = await launchText(cookie, [first!.id, second!.id], VIDEOS, 'Hello');
    // The first channel's queue grows to 20,000 comments, all due before any of the second's.
    await t.pool.query(
      `insert into comments (workspace_id, account_id, channel_title, video_id, content, status,
                             batch_id, position, next_attempt_at)
       select workspace_id, account_id, channel_title, video_id, content, 'pending', batch_id,
              -n, now() - interval '1 hour'
         from comments, generate_series(1, $2::int) n
        where batch_id = $1 and account_id = $3 and position = (
              select min(position) from comments where batch_id = $1 and account_id = $3)`,
      [batch.id, QUEUED, first!.id],
    );
    // Statistics that know those rows, as autovacuum keeps them after such a write: analysed
    // before it, the planner may read a table it takes to be small whole, whatever the statement.
    await t.pool.query('analyze comments');
    const { rows: queued } = await t.pool.query<{ id: string }>(
      `select id from comments where account_id = $1 and status = 'pending'
        order by next_attempt_at, position limit 1`,
      [first!.id],
    );
    const { rows: secondsFirst } = await t.pool.query<{ id: string }>(
      `select id from comments where account_id = $1 and status = 'pending'
        order by next_attempt_at, position limit 1`,
      [second!.id],
    );

    // Both free: the channel whose last send is oldest, the first, and its earliest comment.
    await t.pool.query(
      `update accounts set last_send_at = now() - make_interval(hours => case id when $1 then 2 else 1 end)
        where id in ($1, $2)`,
      [first!.id, second!.id],
    );
    expect(await claim()).toMatchObject({ claimed: queued[0]!.id, accountId: first!.id });

    // The first channel waits out its pacing: the second's comment, found without stepping
    // through the 20,000 due before it.
    await t.pool.query(
      `update accounts set next_post_at = now() + interval '1 hour' where id = $1`,
      [first!.id],
    );
    const taken = await claim();
    expect(taken).toMatchObject({ claimed: secondsFirst[0]!.id, accountId: second!.id });
    expect(taken.rowsRead).toBeLessThan(10);

    // Both wait: nothing is claimed, no queue read, and the idle worker sleeps until the first is
    // free.
    await t.pool.query(
      `update accounts set next_post_at = now() + interval '2 hours' where id = $1`,
      [second!.id],
    );
    // Never a queue. With statistics the planner itself looks up the lowest due time in the index
    // to weigh the statement (a row or two); the statement reads none.
    const idle = await claim();
    expect(idle.claimed).toBeUndefined();
    expect(idle.rowsRead).toBeLessThan(10);
    const ms = await msUntilNextDue(t.db);
    expect(ms).toBeGreaterThan(59 * 60_000);
    expect(ms).toBeLessThanOrEqual(60 * 60_000);
  });
});
