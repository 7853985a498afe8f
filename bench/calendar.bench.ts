import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { dayStart, nextDate } from '@core/time/zone-days';
import { wallDate } from '@core/time/zoned-time';
import { replan } from '@server/modules/calendar/calendar-plan.service';
import { accountIds, launch, saveVideos } from './batches-steps';
import { ms, startBenchApp, timeGet, timeRun } from './bench-app';

const CHANNELS = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds];
const ZONE = 'Europe/London';
const json = { 'content-type': 'application/json' };

/**
 * docs/schedules.md §4: the calendar of a 99,999-comment batch (3 channels × 33,333 videos), one
 * a minute, weekdays 09:00–17:00 London, from next Monday: about 14 weeks of plan. A month's grid
 * (42 days) read from the stored runs, next to planning the whole queue again at every read.
 */
export async function calendarBenchmark() {
  const t = await startBenchApp({ channels: CHANNELS });
  try {
    const accounts = await accountIds(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { ...json, cookie: t.cookie },
      payload: JSON.stringify({ pacingSeconds: 60, dailyCapPerChannel: 1000 }),
    });
    for (const id of accounts) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${id}/windows`,
        headers: { ...json, cookie: t.cookie },
        payload: JSON.stringify({
          timeZone: ZONE,
          slots: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
        }),
      });
    }
    const videos = await saveVideos(t, 33_333, 'c');
    let monday = wallDate(ZONE, Date.now() + 2 * 86_400_000);
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = nextDate(monday);
    const batch = await launch(t, {
      accountIds: accounts,
      videoIds: videos,
      mode: 'single',
      text: 'Benchmark comment on the calendar',
      startAt: new Date(dayStart(ZONE, monday) + 8 * 3_600_000).toISOString(),
      timeZone: ZONE,
    });
    await t.pool.query('vacuum analyze');

    const deps = {
      db: t.db,
      posting: { quotaDailyUnits: 100_000_000, quotaSearchCalls: 100, quotaStatsUnits: 10_000 },
    };
    // Planning the whole queue and storing its runs (what a change or a minute's age costs).
    const stale = () => t.pool.query('update calendar_plans set stale = true');
    const planning = await timeRun(10, async () => {
      await stale();
      await replan(deps, t.workspaceId, new Date());
    });
    const { rows } = await t.pool.query<{ runs: number; comments: number }>(
      'select count(*)::int as runs, sum(count)::int as comments from planned_runs',
    );

    let last = monday;
    for (let i = 1; i < 42; i++) last = nextDate(last);
    const month = `/api/calendar?from=${monday}&to=${last}&timeZone=${ZONE}`;
    await timeGet(t, month, 1); // the plan made once
    const stored = await timeGet(t, month, 100);
    const day = await timeGet(t, `/api/calendar/day?date=${monday}&timeZone=${ZONE}`, 50);
    const naive = await timeRun(20, async () => {
      await stale();
      await t.app.inject({ method: 'GET', url: month, headers: { cookie: t.cookie } });
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/batches/${batch.id}/cancel`,
      headers: { cookie: t.cookie },
    });

    return [
      '## Calendar: a month of a 100,000-comment plan (docs/schedules.md §4)',
      '',
      `${batch.total.toLocaleString('en')} comments (3 channels × 33,333 videos), one a minute, ` +
        'weekdays 09:00–17:00 Europe/London: the plan holds ' +
        `${rows[0]!.comments.toLocaleString('en')} comments in ${rows[0]!.runs} runs. ` +
        'The month is a 42-day grid from the first Monday.',
      '',
      '| what | p50 | p95 |',
      '| --- | --- | --- |',
      `| \`GET /api/calendar\`, 42 days, from the stored runs (100 reads) | ${ms(stored.p50)} | ${ms(stored.p95)} |`,
      `| naive: the same read planning the whole queue first (20 reads) | ${ms(naive.p50)} | ${ms(naive.p95)} |`,
      `| planning the queue and storing its runs (a change, or a minute's age; 10 runs) | ${ms(planning.p50)} | ${ms(planning.p95)} |`,
      `| \`GET /api/calendar/day\`: the first 50 of a day's 1,440 comments (50 reads) | ${ms(day.p50)} | ${ms(day.p95)} |`,
    ].join('\n');
  } finally {
    await t.close();
  }
}
