import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import type { Calendar, CalendarDay } from '@core/api/calendar.schema';
import { dayStart, nextDate } from '@core/time/zone-days';
import { wallDate } from '@core/time/zoned-time';
import { postingHelpers } from '@server/test/posting';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/schedules.md §4: the calendar of scheduled and running batches, through the API.
const t = usePlatformTestApp();
const { send, setUp, launch } = postingHelpers(t);

const LONDON = 'Europe/London';
const VIDEOS = Array.from({ length: 20 }, (_, i) => `vidCAL${String(i).padStart(5, '0')}`);

/** A date a few days ahead in London, a Monday, so the week's windows are predictable. */
function nextMonday() {
  let date = wallDate(LONDON, Date.now() + 3 * 86_400_000);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = nextDate(date);
  return date;
}
const at = (date: string, hour: number) => new Date(dayStart(LONDON, date) + hour * 3_600_000);
const datesFrom = (date: string, n: number) => {
  const dates = [date];
  while (dates.length < n) dates.push(nextDate(dates.at(-1)!));
  return dates;
};

async function calendar(cookie: string, from: string, to: string, timeZone = LONDON) {
  const response = await send(
    'GET',
    `/api/calendar?from=${from}&to=${to}&timeZone=${encodeURIComponent(timeZone)}`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Calendar>();
}

const perDay = (view: Calendar) =>
  Object.fromEntries(view.days.map((d) => [d.date, d.channels.map((c) => c.count)]));

/**
 * One channel posting 10 minutes apart, an hour a weekday (09:00–10:00 London): six comments a
 * day; a batch of 20 starting on a Monday at 08:00.
 */
async function scheduledWeek(videos = VIDEOS) {
  const user = await setUp([DEMO_CHANNEL.aliceCooks], videos);
  await send('POST', '/api/settings', user.cookie, { pacingSeconds: 600 });
  const slots = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '10:00' }));
  await send('PUT', `/api/accounts/${user.accountIds[0]}/windows`, user.cookie, {
    timeZone: LONDON,
    slots,
  });
  const monday = nextMonday();
  const batch = await launch(user.cookie, {
    accountIds: user.accountIds,
    videoIds: videos,
    mode: 'single',
    text: 'On the calendar',
    startAt: at(monday, 8).toISOString(),
    timeZone: LONDON,
  });
  return { ...user, monday, batch };
}

describe('the calendar', () => {
  it('shows each day’s planned comments per channel, inside the windows, from the start', async () => {
    const { cookie, monday, accountIds, batch } = await scheduledWeek();
    const week = datesFrom(monday, 7);
    const view = await calendar(cookie, week[0]!, week[6]!);
    expect(perDay(view)).toEqual({
      [week[0]!]: [6],
      [week[1]!]: [6],
      [week[2]!]: [6],
      [week[3]!]: [2],
    });
    expect(view.days[0]!.channels[0]).toMatchObject({
      id: accountIds[0],
      firstAt: at(monday, 9).toISOString(),
      lastAt: new Date(at(monday, 9).getTime() + 50 * 60_000).toISOString(),
    });
    expect(view.channels).toEqual([{ id: accountIds[0], name: 'Alice Cooks' }]);
    expect(view.batches).toEqual([
      expect.objectContaining({
        id: batch.id,
        status: 'scheduled',
        left: 20,
        startAt: at(monday, 8).toISOString(),
        firstAt: at(monday, 9).toISOString(),
      }),
    ]);
  });

  it('names days in the viewer’s zone: 09:00 London is 17:00 in Shanghai, the same date', async () => {
    const { cookie, monday } = await scheduledWeek();
    const week = datesFrom(monday, 7);
    const view = await calendar(cookie, week[0]!, week[6]!, 'Asia/Shanghai');
    expect(view.days.map((d) => d.total)).toEqual([6, 6, 6, 2]);
    // In Los Angeles, 09:00 London is 01:00 the same day (or 02:00 around the spring change).
    const west = await calendar(cookie, week[0]!, week[6]!, 'America/Los_Angeles');
    expect(west.days.map((d) => d.date)).toEqual(week.slice(0, 4));
  });

  it('opens a day: its comments in the order they go, with their time, video and text', async () => {
    const { cookie, monday } = await scheduledWeek();
    const response = await send(
      'GET',
      `/api/calendar/day?date=${monday}&timeZone=${LONDON}`,
      cookie,
    );
    const day = response.json<CalendarDay>();
    expect(day.total).toBe(6);
    expect(day.comments.map((c) => c.at)).toEqual(
      [0, 10, 20, 30, 40, 50].map((m) =>
        new Date(at(monday, 9).getTime() + m * 60_000).toISOString(),
      ),
    );
    expect(day.comments.map((c) => c.videoId)).toEqual(VIDEOS.slice(0, 6));
    expect(day.comments[0]).toMatchObject({
      channelName: 'Alice Cooks',
      content: 'On the calendar',
    });
    // The second day goes on where the first stopped.
    const tuesday = await send(
      'GET',
      `/api/calendar/day?date=${nextDate(monday)}&timeZone=${LONDON}`,
      cookie,
    );
    expect(tuesday.json<CalendarDay>().comments.map((c) => c.videoId)).toEqual(VIDEOS.slice(6, 12));
  });

  it('moves with the start at once, and lists a paused batch as not on the calendar', async () => {
    const { cookie, monday, batch } = await scheduledWeek();
    const week = datesFrom(monday, 7);
    await calendar(cookie, week[0]!, week[6]!);
    const moved = await send('PATCH', `/api/batches/${batch.id}`, cookie, {
      startAt: at(week[2]!, 8).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(Object.keys(perDay(await calendar(cookie, week[0]!, week[6]!)))).toEqual([
      week[2],
      week[3],
      week[4],
    ]);

    await send('POST', `/api/batches/${batch.id}/pause`, cookie);
    const paused = await calendar(cookie, week[0]!, week[6]!);
    expect(paused.days).toEqual([]);
    expect(paused.unplanned).toEqual([
      expect.objectContaining({ batchId: batch.id, count: 20, reason: 'batchPaused' }),
    ]);
  });

  it('plans once when many ask at the same moment, and shows nobody else’s batches', async () => {
    const { cookie, monday } = await scheduledWeek();
    const week = datesFrom(monday, 7);
    const views = await Promise.all(
      Array.from({ length: 5 }, () => calendar(cookie, week[0]!, week[6]!)),
    );
    for (const view of views) expect(view.days.map((d) => d.total)).toEqual([6, 6, 6, 2]);
    const { rows } = await t.pool.query('select sum(count)::int as n from planned_runs');
    expect(rows[0].n).toBe(20);

    const other = await setUp([DEMO_CHANNEL.bobBuilds], VIDEOS.slice(0, 1));
    const theirs = await calendar(other.cookie, week[0]!, week[6]!);
    expect(theirs).toMatchObject({ days: [], batches: [], unplanned: [] });
  });

  it('refuses an unknown zone and a range of more than six weeks', async () => {
    const { cookie } = await setUp([DEMO_CHANNEL.aliceCooks], VIDEOS.slice(0, 1));
    const zone = await send(
      'GET',
      '/api/calendar?from=2026-12-01&to=2026-12-07&timeZone=Mars/Base',
      cookie,
    );
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ code: 'UNKNOWN_TIME_ZONE' });
    const long = await send(
      'GET',
      '/api/calendar?from=2026-12-01&to=2027-03-01&timeZone=UTC',
      cookie,
    );
    expect(long.statusCode).toBe(400);
  });
});
