import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/transaction';
import { finishIfComplete } from './batch-state.repository';
import { createTestWorker, postingHelpers, VIDEOS } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

// A batch's states through the API and the worker. Posting, error routing, quota and pacing are
// in posting/worker.test.ts.
const t = usePlatformTestApp();

const { send, setUp, launchText, waitForStatus, drain, emulatorComments } = postingHelpers(t);

describe('control', () => {
  it('pause stops a batch, resume goes on, cancel keeps what was posted and cancels the rest', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS);
    const batch = await launchText(cookie, accountIds, VIDEOS, 'Control');
    const worker = await createTestWorker(t);
    await worker.step();
    expect((await send('POST', `/api/batches/${batch.id}/pause`, cookie)).json()).toMatchObject({
      status: 'paused',
    });
    expect(await worker.step()).toBe(false);
    await send('POST', `/api/batches/${batch.id}/resume`, cookie);
    await worker.step();
    const cancelled = (await send('POST', `/api/batches/${batch.id}/cancel`, cookie)).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', counts: { posted: 2, cancelled: 1 } });
    expect(cancelled.finishedAt).toBeTruthy();
    const again = await send('POST', `/api/batches/${batch.id}/resume`, cookie);
    expect(again.statusCode).toBe(409);
    expect(await emulatorComments()).toHaveLength(2);
  });

  it('cancel while a worker claims the first comment: the deadlock PostgreSQL breaks never reaches the user', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS.slice(0, 1));
    const batch = await launchText(cookie, accountIds, VIDEOS.slice(0, 1), 'Cancel me');
    // What a claim does: lock the due comment, then move the queued batch to running.
    const claim = await t.pool.connect();
    try {
      await claim.query('begin');
      await claim.query('select id from comments where batch_id = $1 for update', [batch.id]);
      const cancel = send('POST', `/api/batches/${batch.id}/cancel`, cookie);
      await new Promise((resolve) => setTimeout(resolve, 200)); // cancel holds the batch row
      await claim
        .query("update batches set status = 'running' where id = $1 and status = 'queued'", [
          batch.id,
        ])
        .then(() => claim.query('commit'))
        .catch(() => claim.query('rollback'));
      const response = await cancel;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'cancelled', counts: { cancelled: 1 } });
    } finally {
      claim.release();
    }
  });

  it('"pause all posting" stops every batch of the user until switched off', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    await send('POST', '/api/settings', cookie, { pauseAll: true });
    const batch = await launchText(cookie, accountIds, ['vidAAAAAAA1'], 'Held');
    const worker = await createTestWorker(t);
    expect(await worker.step()).toBe(false);
    await send('POST', '/api/settings', cookie, { pauseAll: false });
    expect(await drain(cookie, batch.id, worker)).toMatchObject({ status: 'done' });
  });

  it('two workers on one database never post a comment twice', async () => {
    const { cookie, accountIds } = await setUp();
    const batch = await launchText(cookie, accountIds, VIDEOS, 'Twice?');
    const [first, second] = [
      await createTestWorker(t, { slots: 3 }),
      await createTestWorker(t, { slots: 3 }),
    ];
    first.start();
    second.start();
    await waitForStatus(cookie, batch.id, 'done', 10_000);
    await Promise.all([first.stop(), second.stop()]);
    // The last sends are recorded at the same moment by different slots: one of them still ends it.
    expect((await send('GET', `/api/batches/${batch.id}`, cookie)).json().status).toBe('done');
    const posted = await emulatorComments();
    expect(posted).toHaveLength(6);
    expect(new Set(posted.map((p) => `${p.channelId}/${p.videoId}`)).size).toBe(6);
  });
});

describe('finishing a batch', () => {
  /** A batch of one channel on two videos, both sends in flight. */
  async function twoInFlight() {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS.slice(0, 2));
    const batch = await launchText(cookie, accountIds, VIDEOS.slice(0, 2), 'Hi');
    await t.pool.query("update comments set status = 'posting' where batch_id = $1", [batch.id]);
    const { rows } = await t.pool.query<{ id: string }>(
      'select id from comments where batch_id = $1 order by position',
      [batch.id],
    );
    return { cookie, batch, ids: rows.map((row) => row.id) };
  }
  const markPosted = (tx: Tx, id: string) =>
    tx.execute(sql`update comments set status = 'posted' where id = ${id}`);

  it('two last sends recorded at once: the second to commit ends the batch', async () => {
    const { cookie, batch, ids } = await twoInFlight();
    let firstChecked!: () => void;
    let commitFirst!: () => void;
    const checked = new Promise<void>((resolve) => (firstChecked = resolve));
    const commit = new Promise<void>((resolve) => (commitFirst = resolve));
    const first = t.db.transaction(async (tx) => {
      await markPosted(tx, ids[0]!);
      const outcome = await finishIfComplete(tx, batch.id);
      firstChecked();
      await commit;
      return outcome;
    });
    await checked;
    const second = t.db.transaction(async (tx) => {
      await markPosted(tx, ids[1]!);
      return finishIfComplete(tx, batch.id);
    });
    // The second waits for the first to commit instead of reading its uncommitted state.
    await new Promise((resolve) => setTimeout(resolve, 200));
    commitFirst();
    expect(await first).toBeUndefined();
    expect(await second).toMatchObject({ total: 2, posted: 2, failed: 0 });
    expect((await send('GET', `/api/batches/${batch.id}`, cookie)).json().status).toBe('done');
  });

  it('a batch left unfinished with nothing to post is ended by the worker, and logged once', async () => {
    const { cookie, batch } = await twoInFlight();
    await t.pool.query("update comments set status = 'posted' where batch_id = $1", [batch.id]);
    const worker = await createTestWorker(t);
    worker.start();
    const status = await waitForStatus(cookie, batch.id, 'done', 5000);
    await worker.stop();
    expect(status).toBe('done');
    const { rows } = await t.pool.query<{ details: unknown }>(
      "select details from activity_logs where type = 'batch_commenting'",
    );
    expect(rows).toEqual([{ details: { success: 2, failed: 0, total: 2 } }]);
  });

  it('a channel disconnected ends at once the batches it had left, each logged once', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS.slice(0, 2));
    await send('POST', '/api/settings', cookie, { pauseAll: true });
    const batch = await launchText(cookie, accountIds, VIDEOS.slice(0, 2), 'Never sent');
    const gone = await send('DELETE', `/api/accounts/${accountIds[0]}`, cookie);
    expect(gone.statusCode, gone.body).toBe(200);
    // No worker runs: the disconnection itself ends the batch.
    const ended = (await send('GET', `/api/batches/${batch.id}`, cookie)).json();
    expect(ended).toMatchObject({ status: 'done', counts: { cancelled: 2 } });
    expect(ended.finishedAt).toBeTruthy();
    const { rows } = await t.pool.query<{ details: unknown }>(
      "select details from activity_logs where type = 'batch_commenting'",
    );
    expect(rows).toEqual([{ details: { success: 0, failed: 0, total: 2 } }]);
  });
});
