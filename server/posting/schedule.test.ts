import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { credentialKey, nextQuotaReset, quotaDay } from '@core/posting/quota-day';
import { wallTime } from '@core/time/zoned-time';
import { createTestWorker, postEverythingDue, postingHelpers } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';
import { setDatabaseNow } from '../test/database-clock';

// docs/schedules.md: start times and posting windows, through the real engine and the emulator.
// The database's clock is moved (hours and weeks pass in a step: the engine decides by it, never
// by a process's clock); the server checks a start against real time, so every time here is
// after the real present.
const t = usePlatformTestApp();
const { send, setUp, launch, getBatch, emulatorComments } = postingHelpers(t);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const VIDEOS5 = ['vidAAAAAAA1', 'vidBBBBBBB2', 'vidCCCCCCC3', 'vidDDDDDDD4', 'vidEEEEEEE5'];

/** What the platform holds once the worker has posted all that is due at `at`. */
async function postedAt(worker: Awaited<ReturnType<typeof createTestWorker>>, at: number) {
  await setDatabaseNow(t.pool, new Date(at));
  await postEverythingDue(worker);
  return (await emulatorComments()).length;
}

/** Alice's comments on two videos, to start an hour from now on London's clock. */
async function scheduledInAnHour(text: string) {
  const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5.slice(0, 2));
  const startAt = new Date(Date.now() + HOUR);
  const batch = await launch(cookie, {
    accountIds,
    videoIds: VIDEOS5.slice(0, 2),
    mode: 'single',
    text,
    startAt: startAt.toISOString(),
    timeZone: 'Europe/London',
  });
  return { cookie, startAt, batch };
}

describe('a scheduled batch', () => {
  it('posts nothing before its start, then everything; shown as scheduled until then', async () => {
    const { cookie, startAt, batch } = await scheduledInAnHour('At the start');
    const view = await getBatch(cookie, batch.id);
    expect(view).toMatchObject({
      status: 'scheduled',
      startAt: startAt.toISOString(),
      startTimeZone: 'Europe/London',
    });
    const worker = await createTestWorker(t);
    expect(await postedAt(worker, Date.now())).toBe(0);
    expect(await postedAt(worker, startAt.getTime() - 1000)).toBe(0);
    expect(await postedAt(worker, startAt.getTime() + 1000)).toBe(2);
    expect(await getBatch(cookie, batch.id)).toMatchObject({
      status: 'done',
      counts: { posted: 2 },
    });
  });

  it('refuses a start in the past and an unknown zone, and creates nothing', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5.slice(0, 1));
    const body = {
      accountIds,
      videoIds: VIDEOS5.slice(0, 1),
      mode: 'single',
      text: 'x',
      confirmed: true,
    };
    const past = await send('POST', '/api/batches', cookie, {
      ...body,
      startAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'START_IN_PAST' });
    const zone = await send('POST', '/api/batches/preview', cookie, {
      ...body,
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ code: 'UNKNOWN_TIME_ZONE', detail: 'Mars/Olympus_Mons' });
    const { rows } = await t.pool.query('select id from batches');
    expect(rows).toHaveLength(0);
  });

  it('moves its start before it comes; a started batch cannot be moved', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5.slice(0, 1));
    const batch = await launch(cookie, {
      accountIds,
      videoIds: VIDEOS5.slice(0, 1),
      mode: 'single',
      text: 'Moved',
      startAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const later = new Date(Date.now() + 3 * HOUR);
    const moved = await send('PATCH', `/api/batches/${batch.id}`, cookie, {
      startAt: later.toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'scheduled', startAt: later.toISOString() });
    const past = await send('PATCH', `/api/batches/${batch.id}`, cookie, {
      startAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.json()).toMatchObject({ code: 'START_IN_PAST' });

    const worker = await createTestWorker(t);
    expect(await postedAt(worker, Date.now() + HOUR + 1000)).toBe(0);
    expect(await postedAt(worker, later.getTime() + 1000)).toBe(1);
    const again = await send('PATCH', `/api/batches/${batch.id}`, cookie, {
      startAt: new Date(Date.now() + 5 * HOUR).toISOString(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('paused before its start, it stays scheduled when resumed; another user cannot move it', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5.slice(0, 1));
    const batch = await launch(cookie, {
      accountIds,
      videoIds: VIDEOS5.slice(0, 1),
      mode: 'single',
      text: 'Paused first',
      startAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect((await send('POST', `/api/batches/${batch.id}/pause`, cookie)).json()).toMatchObject({
      status: 'paused',
    });
    expect((await send('POST', `/api/batches/${batch.id}/resume`, cookie)).json()).toMatchObject({
      status: 'scheduled',
    });
    const other = await setUp([DEMO_CHANNEL.bobBuilds], []);
    const stranger = await send('PATCH', `/api/batches/${batch.id}`, other.cookie, {
      startAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('cancelled before its start, nothing is posted when the start comes', async () => {
    const { cookie, startAt, batch } = await scheduledInAnHour('Never sent');
    expect((await send('POST', `/api/batches/${batch.id}/cancel`, cookie)).json()).toMatchObject({
      status: 'cancelled',
    });
    const worker = await createTestWorker(t);
    expect(await postedAt(worker, startAt.getTime() + 1000)).toBe(0);
    expect(await getBatch(cookie, batch.id)).toMatchObject({
      status: 'cancelled',
      counts: { cancelled: 2 },
    });
    // A cancelled batch has no start left to move.
    const moved = await send('PATCH', `/api/batches/${batch.id}`, cookie, {
      startAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect(moved.statusCode).toBe(409);
  });
});

/** The UTC weekday `days` from now, and that day's date. */
function dayAhead(days: number) {
  const at = Date.now() + days * DAY;
  const wall = wallTime('UTC', at);
  return { weekday: wall.weekday, midnight: Date.UTC(wall.year, wall.month - 1, wall.day) };
}

describe('posting windows', () => {
  it('a channel posts only inside its window; the plan said which days', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5, 60);
    const { weekday, midnight } = dayAhead(2);
    const put = await send('PUT', `/api/accounts/${accountIds[0]}/windows`, cookie, {
      timeZone: 'UTC',
      slots: [{ day: weekday, from: '09:00', to: '09:02' }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ alwaysOpen: false, merged: false });
    const body = { accountIds, videoIds: VIDEOS5, mode: 'single', text: 'In the window' };
    const preview = (
      await send('POST', '/api/batches/preview', cookie, { ...body, timeZone: 'UTC' })
    ).json<{
      plan: { days: { date: string; count: number }[] };
    }>();
    const opening = midnight + 9 * HOUR;
    const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // Two minutes a week at one comment a minute: 2, 2, then 1.
    expect(preview.plan.days.map((d) => [d.date, d.count])).toEqual([
      [date(opening), 2],
      [date(opening + 7 * DAY), 2],
      [date(opening + 14 * DAY), 1],
    ]);

    const batch = await launch(cookie, body);
    const worker = await createTestWorker(t);
    expect(await postedAt(worker, Date.now())).toBe(0);
    const accounts = (await send('GET', '/api/accounts', cookie)).json<
      { windows: { opensAt: string | null } }[]
    >();
    expect(accounts[0]!.windows.opensAt).toBe(new Date(opening).toISOString());
    expect((await getBatch(cookie, batch.id)) as unknown).toMatchObject({
      waiting: [{ accountId: accountIds[0], opensAt: new Date(opening).toISOString() }],
    });
    expect(await postedAt(worker, opening - 1000)).toBe(0);
    expect(await postedAt(worker, opening)).toBe(1);
    expect(await postedAt(worker, opening + 60_000)).toBe(2);
    // 09:02: the window has closed; the channel waits a week.
    expect(await postedAt(worker, opening + 120_000)).toBe(2);
    expect(await postedAt(worker, opening + 3 * DAY)).toBe(2);
    expect(await postedAt(worker, opening + 7 * DAY)).toBe(3);
    expect(await postedAt(worker, opening + 7 * DAY + 60_000)).toBe(4);
    expect(await postedAt(worker, opening + 14 * DAY)).toBe(5);
    expect(await getBatch(cookie, batch.id)).toMatchObject({ status: 'done' });
  });

  it('the time the confirmation gives counts from the first window, not from now', async () => {
    const videos = VIDEOS5.slice(0, 4);
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], videos, 60);
    const { weekday, midnight } = dayAhead(2);
    await send('PUT', `/api/accounts/${accountIds[0]}/windows`, cookie, {
      timeZone: 'UTC',
      slots: [{ day: weekday, from: '09:00', to: '10:00' }],
    });
    const preview = (
      await send('POST', '/api/batches/preview', cookie, {
        accountIds,
        videoIds: videos,
        mode: 'single',
        text: 'When the window opens',
        timeZone: 'UTC',
      })
    ).json<{ etaSeconds: number; plan: { beginsAt: string; finishAt: string } }>();
    const opening = midnight + 9 * HOUR;
    expect(preview.plan.beginsAt).toBe(new Date(opening).toISOString());
    expect(preview.plan.finishAt).toBe(new Date(opening + 3 * 60_000).toISOString());
    // 4 comments a minute apart: 3 minutes once the window opens, not "about 2 days".
    expect(preview.etaSeconds).toBe(3 * 60);
  });

  it('the daily cap splits the days as the plan said', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5);
    await send('POST', '/api/settings', cookie, { dailyCapPerChannel: 2 });
    const body = { accountIds, videoIds: VIDEOS5, mode: 'single', text: 'Two a day' };
    const preview = (
      await send('POST', '/api/batches/preview', cookie, {
        ...body,
        timeZone: 'America/Los_Angeles',
      })
    ).json<{ plan: { days: { count: number }[] } }>();
    expect(preview.plan.days.map((d) => d.count)).toEqual([2, 2, 1]);
    await launch(cookie, body);
    const worker = await createTestWorker(t);
    const reset = nextQuotaReset(new Date()).getTime();
    expect(await postedAt(worker, Date.now())).toBe(2);
    expect(await postedAt(worker, reset + 1000)).toBe(4);
    expect(await postedAt(worker, nextQuotaReset(new Date(reset + 1000)).getTime() + 1000)).toBe(5);
  });

  it("a credential's quota splits the days as the plan said", async () => {
    const { cookie, accountIds, accounts } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5);
    const body = { accountIds, videoIds: VIDEOS5, mode: 'single', text: 'Within the quota' };
    const before = (await send('POST', '/api/batches/preview', cookie, body)).json<{
      quota: { left: number }[];
    }>();
    // Room for 2 comments (50 units each) left today on the channel's credential.
    await t.pool.query(
      `insert into quota_usage (credential_key, day, units) values ($1, $2, $3)
       on conflict (credential_key, day) do update set units = quota_usage.units + excluded.units`,
      [credentialKey(accounts[0]!.credentialId), quotaDay(new Date()), before.quota[0]!.left - 100],
    );
    // The quota day ends at midnight Pacific: in Los Angeles, a new date.
    const preview = (
      await send('POST', '/api/batches/preview', cookie, {
        ...body,
        timeZone: 'America/Los_Angeles',
      })
    ).json<{ plan: { days: { count: number }[]; warnings: { longerThan30Days: boolean } } }>();
    expect(preview.plan.days.map((d) => d.count)).toEqual([2, 3]);
    expect(preview.plan.warnings.longerThan30Days).toBe(false);
    await launch(cookie, body);
    const worker = await createTestWorker(t);
    expect(await postedAt(worker, Date.now())).toBe(2);
    const reset = nextQuotaReset(new Date()).getTime();
    expect(await postedAt(worker, reset + 1000)).toBe(5);
  });

  it('a plan that runs past 30 days says so before it is confirmed', async () => {
    const videos = Array.from({ length: 32 }, (_, i) => `vidLONG${String(i).padStart(4, '0')}`);
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], videos);
    await send('POST', '/api/settings', cookie, { dailyCapPerChannel: 1 });
    const preview = (
      await send('POST', '/api/batches/preview', cookie, {
        accountIds,
        videoIds: videos,
        mode: 'single',
        text: 'One a day',
        timeZone: 'UTC',
      })
    ).json<{ plan: { days: unknown[]; warnings: { longerThan30Days: boolean } } }>();
    expect(preview.plan.days.length).toBeGreaterThan(30);
    expect(preview.plan.warnings.longerThan30Days).toBe(true);
  });

  it('a channel that would post nothing in the week after the start is named before confirming', async () => {
    const videos = Array.from({ length: 9 }, (_, i) => `vidWEEK${String(i).padStart(4, '0')}`);
    const { cookie, accountIds, accounts } = await setUp(
      [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.bobBuilds],
      videos,
    );
    await send('POST', '/api/settings', cookie, { dailyCapPerChannel: 1 });
    const alice = accounts.find((a) => a.fullName === 'Alice Cooks')!;
    // Alice already has 8 comments queued, one a day: the new batch's turn comes on day 9.
    await launch(cookie, {
      accountIds: [alice.id],
      videoIds: videos.slice(0, 8),
      mode: 'single',
      text: 'First in line',
    });
    const preview = (
      await send('POST', '/api/batches/preview', cookie, {
        accountIds,
        videoIds: videos.slice(8),
        mode: 'single',
        text: 'Second in line',
        timeZone: 'UTC',
      })
    ).json<{ plan: { warnings: { idleFirstWeek: string[] } } }>();
    expect(preview.plan.warnings.idleFirstWeek).toEqual(['Alice Cooks']);
  });

  it('new windows free a held channel at once; always open again is the default', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS5.slice(0, 1));
    const { weekday } = dayAhead(3);
    await send('PUT', `/api/accounts/${accountIds[0]}/windows`, cookie, {
      timeZone: 'Asia/Shanghai',
      slots: [{ day: weekday, from: '22:00', to: '02:00' }],
    });
    await launch(cookie, {
      accountIds,
      videoIds: VIDEOS5.slice(0, 1),
      mode: 'single',
      text: 'Freed',
    });
    const worker = await createTestWorker(t);
    expect(await postedAt(worker, Date.now())).toBe(0);
    const cleared = await send('DELETE', `/api/accounts/${accountIds[0]}/windows`, cookie);
    expect(cleared.json()).toEqual({ alwaysOpen: true, timeZone: null, slots: [], opensAt: null });
    expect(await postedAt(worker, Date.now())).toBe(1);
  });

  it('bad windows are refused by name, overlapping ones joined and said so', async () => {
    const { cookie, accountIds } = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const path = `/api/accounts/${accountIds[0]}/windows`;
    const put = (body: unknown) => send('PUT', path, cookie, body);
    expect((await put({ timeZone: 'UTC', slots: [] })).json()).toMatchObject({
      code: 'WINDOWS_NEVER_OPEN',
    });
    expect(
      (await put({ timeZone: 'UTC', slots: [{ day: 1, from: '09:00', to: '09:00' }] })).json(),
    ).toMatchObject({ code: 'WINDOW_SLOT_EMPTY', detail: '1' });
    expect(
      (
        await put({ timeZone: 'Nowhere/Land', slots: [{ day: 1, from: '09:00', to: '10:00' }] })
      ).json(),
    ).toMatchObject({ code: 'UNKNOWN_TIME_ZONE', detail: 'Nowhere/Land' });
    expect(
      (await put({ timeZone: 'UTC', slots: [{ day: 9, from: '09:00', to: '10:00' }] })).statusCode,
    ).toBe(400);
    const { rows } = await t.pool.query('select window_slots from accounts');
    expect(rows).toEqual([{ window_slots: null }]);

    const merged = await put({
      timeZone: 'Europe/London',
      slots: [
        { day: 1, from: '09:00', to: '12:00' },
        { day: 1, from: '11:00', to: '13:00' },
      ],
    });
    expect(merged.json()).toMatchObject({
      merged: true,
      slots: [{ day: 1, from: '09:00', to: '13:00' }],
      timeZone: 'Europe/London',
    });
    const other = await setUp([DEMO_CHANNEL.bobBuilds], []);
    expect((await send('GET', path, other.cookie)).statusCode).toBe(404);
    expect(
      (
        await send('PUT', path, other.cookie, {
          timeZone: 'UTC',
          slots: [{ day: 1, from: '09:00', to: '10:00' }],
        })
      ).statusCode,
    ).toBe(404);
  });
});
