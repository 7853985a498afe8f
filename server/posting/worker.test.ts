import type { AuditPage } from '@core/api/audit.schema';
import { describe, expect, it } from 'vitest';
import { emulatorControl } from '@emulator/control-client';
import { nextQuotaReset, quotaDay } from '@core/posting/quota-day';
import { createTestWorker, postingHelpers, VIDEOS } from '../test/posting';
import { connectChannel } from '../test/google-consent';
import { listAccounts } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';
import { setDatabaseNow } from '../test/database-clock';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

// Pausing, cancelling, several workers and finishing a batch are in batch-control.test.ts.
const t = usePlatformTestApp();

const { send, setUp, launch, launchText, drain, emulatorComments } = postingHelpers(t);

async function template(cookie: string, content: string) {
  const response = await send('POST', '/api/comment-templates?force=true', cookie, { content });
  return response.json<{ id: string }>().id;
}

describe('a batch, from confirmation to the last post', () => {
  it('posts every comment exactly once: 2 channels × 3 videos × templates with frequencies 2 and 1', async () => {
    const { cookie, credential } = await setUp();
    const a = await template(cookie, 'Great video!');
    const b = await template(cookie, 'Thanks for sharing');
    const batch = await launch(cookie, {
      accountIds: (await listAccounts(t, cookie)).map((x) => x.id),
      videoIds: VIDEOS,
      mode: 'multi',
      templates: [
        { id: a, frequency: 2 },
        { id: b, frequency: 1 },
      ],
    });
    expect(batch.total).toBe(18);
    const done = await drain(cookie, batch.id);
    expect(done).toMatchObject({ status: 'done', counts: { posted: 18 } });

    const posted = await emulatorComments();
    expect(posted).toHaveLength(18);
    const { rows } = await t.pool.query<{
      platform_comment_id: string;
      content: string;
      video_id: string;
    }>("select platform_comment_id, content, video_id from comments where status = 'posted'");
    expect(rows.map((r) => r.platform_comment_id).sort()).toEqual(posted.map((p) => p.id).sort());
    for (const videoId of VIDEOS) {
      for (const channel of [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels]) {
        const here = posted
          .filter((p) => p.videoId === videoId && p.channelId === channel)
          .map((p) => p.text)
          .sort();
        expect(here).toEqual(['Great video!', 'Great video!', 'Thanks for sharing']);
      }
    }
    expect(
      (await listAccounts(t, cookie)).map((x) => (x as { commentsPosted?: number }).commentsPosted),
    ).toEqual([9, 9]);
    const quota = (await send('GET', '/api/quota', cookie)).json<{
      credentials: { id: string; used: number }[];
    }>();
    // The 18 comments, and the channels.list that named each channel when it was connected.
    expect(quota.credentials).toContainEqual(
      expect.objectContaining({ id: credential.id, used: 18 * 50 + 2 }),
    );
    const { rows: logs } = await t.pool.query<{ details: unknown }>(
      "select details from activity_logs where type = 'batch_commenting'",
    );
    expect(logs).toEqual([{ details: { success: 18, failed: 0, total: 18 } }]);
  });

  it("records the platform's reason for comments it refuses: comments disabled, an ineligible channel", async () => {
    const { cookie } = await setUp(
      [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.carol],
      ['CDdisabled1', 'vidAAAAAAA1'],
    );
    const batch = await launch(cookie, {
      accountIds: (await listAccounts(t, cookie)).map((x) => x.id),
      videoIds: ['CDdisabled1', 'vidAAAAAAA1'],
      mode: 'single',
      text: 'Hello there',
    });
    const done = await drain(cookie, batch.id);
    expect(done).toMatchObject({ status: 'done', counts: { posted: 1, failed: 3 } });
    const failed = (
      await send('GET', `/api/comments?batchId=${batch.id}&status=failed`, cookie)
    ).json<{ errorMessage: string }[]>();
    const messages = failed.map((c) => c.errorMessage);
    expect(messages.filter((m) => /must be merged with the user/.test(m))).toHaveLength(2);
    expect(messages).toContain(
      'The video identified by the videoId parameter has disabled comments.',
    );
  });
});

describe('errors are routed by kind', () => {
  it('transient: retried with backoff, then posted once', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    await emulatorControl(t.emu.url).post('faults', {
      reason: 'backendError',
      method: 'commentThreads.insert',
      count: 2,
    });
    const batch = await launchText(cookie, accountIds, ['vidAAAAAAA1'], 'Retry me');
    expect(await drain(cookie, batch.id)).toMatchObject({ status: 'done', counts: { posted: 1 } });
    const { rows } = await t.pool.query<{ attempts: number }>('select attempts from comments');
    expect(rows[0]!.attempts).toBe(3);
    expect(await emulatorComments()).toHaveLength(1);
  });

  it("transient every time: failed after 5 attempts, said as a reason with its count and Google's words", async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    await emulatorControl(t.emu.url).post('faults', {
      reason: 'backendError',
      method: 'commentThreads.insert',
      count: 5,
    });
    const batch = await launchText(cookie, accountIds, ['vidAAAAAAA1'], 'Never');
    expect(await drain(cookie, batch.id)).toMatchObject({ status: 'done', counts: { failed: 1 } });
    const [failed] = (await send('GET', `/api/comments?batchId=${batch.id}`, cookie)).json<
      { errorReason: string; errorParams: unknown; errorMessage: string }[]
    >();
    // No sentence of the engine's: the web says it in the reader's language.
    expect(failed).toMatchObject({
      errorReason: 'tooManyAttempts',
      errorParams: { count: 5 },
      errorMessage: 'Backend Error',
    });
  });

  it('unknown outcome: a lost answer is looked for before any new send, and never posted twice', async () => {
    const { cookie, accountIds } = await setUp(
      [DEMO_CHANNEL.aliceCooks],
      ['vidAAAAAAA1', 'vidBBBBBBB2'],
    );
    await emulatorControl(t.emu.url).post('faults', {
      reason: 'dropAfterInsert',
      method: 'commentThreads.insert',
      count: 1,
    });
    const batch = await launchText(cookie, accountIds, ['vidAAAAAAA1'], 'Only once');
    expect(await drain(cookie, batch.id)).toMatchObject({ status: 'done', counts: { posted: 1 } });
    const posted = await emulatorComments();
    expect(posted).toHaveLength(1);
    const { rows } = await t.pool.query<{ platform_comment_id: string }>(
      'select platform_comment_id from comments',
    );
    expect(rows[0]!.platform_comment_id).toBe(posted[0]!.id);

    // A send that never reached the platform (the request timed out unhandled) is sent again, once.
    await emulatorControl(t.emu.url).post('faults', {
      reason: 'timeout',
      method: 'commentThreads.insert',
      count: 1,
    });
    const second = await launchText(cookie, accountIds, ['vidBBBBBBB2'], 'Also once');
    expect(await drain(cookie, second.id)).toMatchObject({ status: 'done', counts: { posted: 1 } });
    expect((await emulatorComments()).filter((c) => c.text === 'Also once')).toHaveLength(1);
  }, 20_000);

  it('permanent: failed with the message; 5 in a row pause the channel, which the user resumes', async () => {
    const videos = [
      'CDdisabledA',
      'CDdisabledB',
      'CDdisabledC',
      'CDdisabledD',
      'CDdisabledE',
      'vidAAAAAAA1',
    ];
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], videos);
    const batch = await launchText(cookie, accountIds, videos, 'Hi');
    const stuck = await drain(cookie, batch.id);
    expect(stuck).toMatchObject({ status: 'running', counts: { failed: 5, pending: 1 } });
    const [account] = await listAccounts(t, cookie);
    expect(account).toMatchObject({ postingPaused: true });
    await send('POST', `/api/accounts/${account!.id}/resume-posting`, cookie, {});
    expect(await drain(cookie, batch.id)).toMatchObject({
      status: 'done',
      counts: { failed: 5, posted: 1 },
    });
    // The audit log keeps both: the app pausing it (no person), the owner resuming it.
    const audit = (await send('GET', '/api/audit?limit=2', cookie)).json<AuditPage>();
    expect(audit.items.map((e) => [e.kind, e.actor === null, e.subjectId])).toEqual([
      ['channel.resumed', false, account!.id],
      ['channel.paused', true, account!.id],
    ]);
    expect(audit.items[1]!.details).toMatchObject({ reason: 'failures' });
  });

  it('reauth: the channel turns "reconnect needed" and its comments wait; reconnecting resumes them', async () => {
    const { cookie, credential, accountIds } = await setUp(
      [DEMO_CHANNEL.aliceCooks],
      ['vidAAAAAAA1'],
    );
    await emulatorControl(t.emu.url).post('revoke', { channelId: DEMO_CHANNEL.aliceCooks });
    await t.pool.query(`update accounts set token_expires_at = now() - interval '1 minute'`);
    const batch = await launchText(cookie, accountIds, ['vidAAAAAAA1'], 'Waiting');
    const waiting = await drain(cookie, batch.id);
    expect(waiting.counts).toEqual({ pending: 1 });
    expect((await listAccounts(t, cookie))[0]).toMatchObject({ status: 'error' });
    await connectChannel(t, cookie, credential.id, DEMO_CHANNEL.aliceCooks);
    expect(await drain(cookie, batch.id)).toMatchObject({ status: 'done', counts: { posted: 1 } });
  });

  it('quota: spent at Google, the comment waits for the reset at midnight Pacific', async () => {
    const { cookie, credential, accountIds } = await setUp(
      [DEMO_CHANNEL.aliceCooks],
      ['vidAAAAAAA1'],
    );
    await emulatorControl(t.emu.url).post('quota', { dailyLimit: 0 });
    const batch = await launchText(cookie, accountIds, ['vidAAAAAAA1'], 'Tomorrow');
    await (await createTestWorker(t)).step();
    const { rows } = await t.pool.query<{ status: string; next_attempt_at: Date }>(
      'select status, next_attempt_at from comments',
    );
    expect(rows[0]!.status).toBe('pending');
    expect(rows[0]!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 60_000);
    const quota = (await send('GET', '/api/quota', cookie)).json<{
      credentials: { id: string; left: number }[];
    }>();
    expect(quota.credentials.find((c) => c.id === credential.id)?.left).toBe(0);
    void batch;
  });
});

describe('our own limits', () => {
  it('the quota ledger is a hard limit: past it, comments wait for midnight Pacific', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS);
    // The database's clock half a minute before a midnight in Pacific time, a day ahead of now
    // (the engine decides by the database's clock, never by a process's).
    const midnight = nextQuotaReset(new Date(Date.now() + 86_400_000));
    await setDatabaseNow(t.pool, new Date(midnight.getTime() - 30_000));
    const worker = await createTestWorker(t, { quotaDailyUnits: 100 });
    const batch = await launchText(cookie, accountIds, VIDEOS, 'Two a day');
    const today = await drain(cookie, batch.id, worker);
    expect(today.counts).toEqual({ posted: 2, pending: 1 });
    expect(await emulatorComments()).toHaveLength(2);
    const { rows: waiting } = await t.pool.query<{ next_attempt_at: Date }>(
      "select next_attempt_at from comments where status = 'pending'",
    );
    expect(waiting[0]!.next_attempt_at.toISOString()).toBe(midnight.toISOString());

    // One second before midnight nothing moves; one second after, the new day's quota is there.
    await setDatabaseNow(t.pool, new Date(midnight.getTime() - 1000));
    expect(await worker.step()).toBe(false);
    await setDatabaseNow(t.pool, new Date(midnight.getTime() + 1000));
    expect(await drain(cookie, batch.id, worker)).toMatchObject({
      status: 'done',
      counts: { posted: 3 },
    });
    const { rows: ledger } = await t.pool.query<{ day: string; units: number }>(
      'select day, units from quota_usage order by day',
    );
    expect(ledger).toEqual([
      // Naming the channel when it was connected, in real time (the database's clock is a day on).
      { day: quotaDay(new Date()), units: 1 },
      { day: quotaDay(new Date(midnight.getTime() - 1000)), units: 100 },
      { day: quotaDay(midnight), units: 50 },
    ]);
  });

  it("a credential's own daily units replace the server's, and are as hard a limit", async () => {
    const { cookie, accountIds, credential } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS);
    await setDatabaseNow(t.pool, new Date(Date.now() + 86_400_000));
    const worker = await createTestWorker(t, { quotaDailyUnits: 100 });
    await send('PATCH', `/api/credentials/${credential.id}`, cookie, { quotaDailyUnits: 150 });
    const raised = await launchText(cookie, accountIds, VIDEOS, 'Three on a raised quota');
    expect((await drain(cookie, raised.id, worker)).counts).toEqual({ posted: 3 });

    await send('PATCH', `/api/credentials/${credential.id}`, cookie, { quotaDailyUnits: 200 });
    const more = await launchText(cookie, accountIds, VIDEOS, 'One more fits');
    expect((await drain(cookie, more.id, worker)).counts).toEqual({ posted: 1, pending: 2 });
    expect(await emulatorComments()).toHaveLength(4);
  });

  it('the daily cap per channel defers the rest to the next day', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS);
    await t.pool.query('update workspace_settings set daily_cap_per_channel = 1');
    const batch = await launchText(cookie, accountIds, VIDEOS, 'One a day');
    const midnight = nextQuotaReset(new Date(Date.now() + 86_400_000));
    await setDatabaseNow(t.pool, new Date(midnight.getTime() - 60_000));
    const worker = await createTestWorker(t);
    const today = await drain(cookie, batch.id, worker);
    expect(today.counts).toEqual({ posted: 1, pending: 2 });
    await setDatabaseNow(t.pool, new Date(midnight.getTime() + 1000));
    const tomorrow = await drain(cookie, batch.id, worker);
    expect(tomorrow.counts).toEqual({ posted: 2, pending: 1 });
  });

  it('pacing: one channel posts no faster than its interval', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS.slice(0, 2));
    await t.pool.query('update workspace_settings set pacing_seconds = 1');
    const batch = await launchText(cookie, accountIds, VIDEOS.slice(0, 2), 'Paced');
    await drain(cookie, batch.id);
    const { rows } = await t.pool.query<{ posted_at: Date }>(
      'select posted_at from comments order by posted_at',
    );
    expect(rows[1]!.posted_at.getTime() - rows[0]!.posted_at.getTime()).toBeGreaterThanOrEqual(950);
  });
});
