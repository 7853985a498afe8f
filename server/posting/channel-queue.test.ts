import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestWorker, postingHelpers, VIDEOS } from '../test/posting';
import { userWithChannels } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';
import { lockNextDue } from './posting.repository';

const t = usePlatformTestApp();
const { setUp, launchText, send } = postingHelpers(t);
const defaults = { pacingSeconds: 0, dailyCap: 1000 };

async function queued(accountIds: string[]) {
  const { rows } = await t.pool.query<{ id: string; queued: boolean }>(
    'select id, queued from accounts where id = any($1)',
    [accountIds],
  );
  return accountIds.map((id) => rows.find((r) => r.id === id)?.queued);
}

/** The comment a claim would take now, in a transaction rolled back. */
async function nextClaimed() {
  let taken: string | undefined;
  await t.db
    .transaction(async (tx) => {
      taken = (await lockNextDue(tx, defaults))?.accountId;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return taken;
}

describe('the channels a claim walks: those with comments waiting (migration 0040)', () => {
  it('marks the channels of a batch, and unmarks each once nothing of it waits', async () => {
    const { cookie, accountIds } = await setUp();
    expect(await queued(accountIds)).toEqual([false, false]);
    const batch = await launchText(cookie, accountIds, VIDEOS.slice(0, 1), 'Hello');
    expect(await queued(accountIds)).toEqual([true, true]);

    // One send: its channel had one comment, now in flight, then posted.
    const worker = await createTestWorker(t);
    expect(await worker.step()).toBe(true);
    const { rows } = await t.pool.query<{ account_id: string }>(
      `select account_id from comments where batch_id = $1 and status = 'posted'`,
      [batch.id],
    );
    const sent = rows[0]!.account_id;
    const other = accountIds.find((id) => id !== sent)!;
    expect(await queued([sent, other])).toEqual([false, true]);

    // Sent back to wait (a transient failure does this): marked again.
    await t.pool.query(
      `update comments set status = 'pending', platform_comment_id = null where batch_id = $1
          and account_id = $2`,
      [batch.id, sent],
    );
    expect(await queued([sent])).toEqual([true]);

    // Cancelled: nothing waits on either.
    const cancelled = await send('POST', `/api/batches/${batch.id}/cancel`, cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(await queued(accountIds)).toEqual([false, false]);
    await worker.stop();
  });

  it('takes the channel that has waited longest since its last send, not the longest batch', async () => {
    // One user's batch has waited an hour, its channels sending all the while.
    const busy = await setUp();
    const big = await launchText(busy.cookie, busy.accountIds, VIDEOS, 'Long batch');
    await t.pool.query(
      `update comments set next_attempt_at = now() - interval '1 hour' where batch_id = $1`,
      [big.id],
    );
    await t.pool.query(
      `update accounts set last_send_at = now() - interval '1 second' * ordinality
         from unnest($1::uuid[]) with ordinality as u(id) where accounts.id = u.id`,
      [busy.accountIds],
    );
    // The first channel sent a second ago, the second two: the second goes first.
    expect(await nextClaimed()).toBe(busy.accountIds[1]);

    // Another user's first comment: its channel has never sent, so it goes at the next claim.
    const other = await userWithChannels(t, {
      name: 'newcomer',
      channels: [DEMO_CHANNEL.bobBuilds],
      videos: VIDEOS.slice(0, 1),
      pacingSeconds: 0,
    });
    await launchText(other.cookie, other.accountIds, VIDEOS.slice(0, 1), 'Ten comments');
    expect(await nextClaimed()).toBe(other.accountIds[0]);
  });

  it('keeps a channel marked when its last comment is taken while another is sent back to wait', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks]);
    const batch = await launchText(cookie, accountIds, VIDEOS.slice(0, 2), 'Hello');
    // One of its two comments failed; the other is the last one waiting.
    const { rows: failed } = await t.pool.query<{ id: string }>(
      `update comments set status = 'failed'
        where id = (select id from comments where batch_id = $1 order by position limit 1)
        returning id`,
      [batch.id],
    );
    const worker = await t.pool.connect();
    const writer = await t.pool.connect();
    try {
      // A worker takes the channel's last waiting comment and marks it sent, not committed...
      await worker.query('begin');
      const { rows } = await worker.query<{ id: string }>(
        `select c.id from comments c join accounts a on a.id = c.account_id
          where c.status = 'pending' for update of c, a`,
      );
      await worker.query(`update comments set status = 'posting' where id = $1`, [rows[0]!.id]);
      // ...while the failed one is sent back to wait (posting it again does this): it waits for
      // the channel...
      await writer.query('begin');
      const requeued = writer.query(`update comments set status = 'pending' where id = $1`, [
        failed[0]!.id,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await worker.query('commit');
      await requeued;
      await writer.query('commit');
    } finally {
      worker.release();
      writer.release();
    }
    // ...and the channel stays marked: its new comment will be claimed.
    expect(await queued(accountIds)).toEqual([true]);
    await t.pool.query(`update comments set status = 'posted' where status = 'posting'`);
    expect(await nextClaimed()).toBe(accountIds[0]);
  });
});
