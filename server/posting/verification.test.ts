import { describe, expect, it } from 'vitest';
import { createTestWorker, postingHelpers, VIDEOS } from '../test/posting';
import { signUp } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();

const { send, setUp, launchText, getBatch, drain, emulator, emulatorComments } = postingHelpers(t);
const VIDEO = VIDEOS[0]!;

/** One channel, one video, one comment whose insert is stored but whose answer is lost. */
async function lostAnswer(text = 'Was it posted?') {
  const setup = await setUp([DEMO_CHANNEL.aliceCooks], [VIDEO]);
  await emulator().post('faults', {
    reason: 'dropAfterInsert',
    method: 'commentThreads.insert',
    count: 1,
  });
  const batch = await launchText(setup.cookie, setup.accountIds, [VIDEO], text);
  const worker = await createTestWorker(t);
  expect(await worker.step()).toBe(true); // the send: stored at "Google", the answer lost
  expect(await row()).toMatchObject({ status: 'verifying' });
  return { ...setup, batch, worker };
}

async function row() {
  const { rows } = await t.pool.query<{
    id: string;
    status: string;
    error_message: string | null;
    error_reason: string | null;
    error_params: Record<string, number> | null;
    platform_comment_id: string | null;
    attempts: number;
  }>(
    'select id, status, error_message, error_reason, error_params, platform_comment_id, attempts from comments',
  );
  return rows[0]!;
}

const calls = async (method: string) => (await emulator().calls(method)).length;
const unitsUsed = async () => {
  const { rows } = await t.pool.query<{ units: number }>('select units from quota_usage');
  return rows[0]?.units ?? 0;
};

describe('a lost answer is looked for, never blindly sent again', () => {
  it('on a busy video: pages back past 150 newer comments, finds it, and counts each read', async () => {
    const { cookie, batch, worker } = await lostAnswer();
    await emulator().post(`videos/${VIDEO}/viewer-comments`, { count: 150 });
    expect(await drain(cookie, batch.id, worker)).toMatchObject({
      status: 'done',
      counts: { posted: 1 },
    });
    const stored = await emulatorComments();
    const ours = stored.filter((c) => c.channelId === DEMO_CHANNEL.aliceCooks);
    expect(ours).toHaveLength(1);
    expect((await row()).platform_comment_id).toBe(ours[0]!.id);
    expect(await calls('commentThreads.insert')).toBe(1);
    expect(await calls('commentThreads.list')).toBe(2); // 100 newer, then 51 reaching it
    // The quota ledger counts every call, as Google does: the send, the two pages, and the
    // channels.list that named the channel when it was connected.
    expect(await unitsUsed()).toBe(50 + 2 + 1);
  });

  it('more newer comments than a look-up reads: unconfirmed with the reason, and not sent again', async () => {
    const { cookie, batch, worker } = await lostAnswer();
    await emulator().post(`videos/${VIDEO}/viewer-comments`, { count: 1050 });
    expect(await drain(cookie, batch.id, worker)).toMatchObject({
      status: 'done',
      counts: { unconfirmed: 1 },
    });
    // The engine's reason with its number, and no words of its own (the web says it).
    expect(await row()).toMatchObject({
      error_reason: 'lookupTooBusy',
      error_params: { count: 1000 },
      error_message: null,
    });
    expect(await calls('commentThreads.insert')).toBe(1);
    expect(await calls('commentThreads.list')).toBe(10);
    const { rows } = await t.pool.query<{ details: unknown }>(
      "select details from activity_logs where type = 'batch_commenting'",
    );
    expect(rows).toEqual([{ details: { success: 0, failed: 0, total: 1, unconfirmed: 1 } }]);
    // The user is told that a comment waits for their decision (docs/notifications.md).
    const { rows: told } = await t.pool.query<{ data: unknown }>(
      "select data from notifications where type = 'comments.unconfirmed'",
    );
    expect(told).toEqual([{ data: { batchId: batch.id, count: 1 } }]);
  });

  it('a look-up that keeps failing is retried with backoff, then unconfirmed; it never turns into a send', async () => {
    const { cookie, batch, worker } = await lostAnswer();
    await emulator().post('faults', { reason: 'backendError', method: 'commentThreads.list' });
    expect(await drain(cookie, batch.id, worker)).toMatchObject({
      status: 'done',
      counts: { unconfirmed: 1 },
    });
    expect(await row()).toMatchObject({
      error_reason: 'lookupFailed',
      error_params: { count: 5 },
      error_message: 'Backend Error',
    });
    expect(await calls('commentThreads.list')).toBe(5);
    expect(await calls('commentThreads.insert')).toBe(1);
  });

  it('the video gone when it is looked for: unconfirmed, not failed', async () => {
    const { cookie, batch, worker } = await lostAnswer();
    await emulator().post('faults', {
      reason: 'videoNotFound',
      method: 'commentThreads.list',
      count: 1,
    });
    expect(await drain(cookie, batch.id, worker)).toMatchObject({ counts: { unconfirmed: 1 } });
    // YouTube's own words, kept as theirs beside the engine's reason.
    expect(await row()).toMatchObject({ error_reason: 'lookupRefused' });
    expect((await row()).error_message).toMatch(/could not be found/);
    expect(await calls('commentThreads.insert')).toBe(1);
  });

  it('a channel disconnected while its send is uncertain: unconfirmed, not failed, not sent again', async () => {
    const { cookie, batch, worker, accountIds } = await lostAnswer();
    expect((await send('DELETE', `/api/accounts/${accountIds[0]}`, cookie)).statusCode).toBe(200);
    expect(await drain(cookie, batch.id, worker)).toMatchObject({
      status: 'done',
      counts: { unconfirmed: 1 },
    });
    expect(await row()).toMatchObject({ error_reason: 'lookupChannelGone', error_message: null });
    expect(await calls('commentThreads.insert')).toBe(1);
  });

  it('an answer lost before the platform stored anything: looked for, not there, sent once more', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], [VIDEO]);
    await emulator().post('faults', {
      reason: 'connectionReset',
      method: 'commentThreads.insert',
      count: 1,
    });
    const batch = await launchText(cookie, accountIds, [VIDEO], 'Second time lucky');
    expect(await drain(cookie, batch.id)).toMatchObject({ status: 'done', counts: { posted: 1 } });
    expect(await calls('commentThreads.list')).toBe(1);
    expect(await calls('commentThreads.insert')).toBe(2);
    expect(await emulatorComments()).toHaveLength(1);
  });

  it('not there, but the batch was cancelled meanwhile: cancelled, and the batch ends', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], [VIDEO]);
    await emulator().post('faults', {
      reason: 'connectionReset',
      method: 'commentThreads.insert',
      count: 1,
    });
    const batch = await launchText(cookie, accountIds, [VIDEO], 'Stop');
    const worker = await createTestWorker(t);
    await worker.step();
    await send('POST', `/api/batches/${batch.id}/cancel`, cookie);
    expect((await getBatch(cookie, batch.id)).counts).toEqual({ verifying: 1 });
    for (let i = 0; i < 100 && (await getBatch(cookie, batch.id)).counts.verifying; i++) {
      if (!(await worker.step())) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await getBatch(cookie, batch.id)).toMatchObject({
      status: 'cancelled',
      counts: { cancelled: 1 },
    });
    const { rows } = await t.pool.query<{ finished_at: Date | null }>(
      'select finished_at from batches',
    );
    expect(rows[0]!.finished_at).not.toBeNull();
    expect(await emulatorComments()).toHaveLength(0);
  });
});

describe('the user settles an unconfirmed comment', () => {
  async function unconfirmed() {
    const setup = await lostAnswer();
    await emulator().post('faults', {
      reason: 'videoNotFound',
      method: 'commentThreads.list',
      count: 1,
    });
    await drain(setup.cookie, setup.batch.id, setup.worker);
    const comment = await row();
    expect(comment.status).toBe('unconfirmed');
    return { ...setup, comment };
  }

  it('"I checked: it is there" records it as posted manually', async () => {
    const { cookie, comment } = await unconfirmed();
    const response = await send('PATCH', `/api/comments/${comment.id}`, cookie, {
      status: 'manual',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'manual' });
  });

  it('"I checked: post it again" sends it once more and the batch ends again', async () => {
    const { cookie, batch, worker, comment } = await unconfirmed();
    // Explicit confirmation, as for any posting.
    const unconfirmedBody = await send('POST', `/api/comments/${comment.id}/resend`, cookie, {});
    expect(unconfirmedBody.statusCode).toBe(400);
    const response = await send('POST', `/api/comments/${comment.id}/resend`, cookie, {
      confirmed: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', errorMessage: null });
    expect((await getBatch(cookie, batch.id)).status).toBe('running');
    expect(await drain(cookie, batch.id, worker)).toMatchObject({
      status: 'done',
      counts: { posted: 1 },
    });
    expect(await calls('commentThreads.insert')).toBe(2); // the user's decision, not a guess
    // Only an unconfirmed comment: a posted one is not sent again.
    const again = await send('POST', `/api/comments/${comment.id}/resend`, cookie, {
      confirmed: true,
    });
    expect(again.statusCode).toBe(409);
  });

  it("another user's comment is not found; a cancelled batch's is not sent again", async () => {
    const { cookie, batch, comment } = await unconfirmed();
    const stranger = await signUp(t);
    const foreign = await send('POST', `/api/comments/${comment.id}/resend`, stranger, {
      confirmed: true,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/comments/${comment.id}`, stranger, { status: 'manual' }))
        .statusCode,
    ).toBe(404);
    await t.pool.query("update batches set status = 'cancelled' where id = $1", [batch.id]);
    const cancelled = await send('POST', `/api/comments/${comment.id}/resend`, cookie, {
      confirmed: true,
    });
    expect(cancelled.statusCode).toBe(409);
    expect((await row()).status).toBe('unconfirmed');
  });
});

describe('pacing as the platform sees it', () => {
  it('consecutive sends of a channel reach the emulator no closer than the pacing, whatever the latency', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS, 1);
    // Answers that take from 0 to 600 ms: a slow send followed by a quick one.
    await emulator().post('latency', { ms: 0, jitterMs: 600 });
    const batch = await launchText(cookie, accountIds, VIDEOS, 'Paced at the platform');
    const worker = await createTestWorker(t, { slots: 2 });
    worker.start();
    const deadline = Date.now() + 15_000;
    while ((await getBatch(cookie, batch.id)).status !== 'done' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    const received = (await emulator().calls('commentThreads.insert')).map((c) => c.receivedAt);
    expect(received).toHaveLength(3);
    const gaps = received.slice(1).map((at, i) => at - received[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1000);
  });
});
