import {
  CALENDAR_DAY_PAGE,
  CALENDAR_MAX_DAYS,
  type Calendar,
  type CalendarDay,
  type CalendarQuery,
} from '@core/api/calendar.schema';
import { cutRunsIntoDays } from '@core/time/run-days';
import { dayStart, nextDate, zoneDays } from '@core/time/zone-days';
import { AppError } from '@server/http/app-error';
import { knownZone } from '../batches/start-time';
import { freshPlan, type PlanDeps } from './calendar-plan.service';
import * as repo from './calendar.repository';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The instants of the dates from `from` to `to` (inclusive) in the zone. */
function rangeOf(query: { from: string; to: string; timeZone: string }) {
  const timeZone = knownZone(query.timeZone);
  const from = dayStart(timeZone, query.from);
  const until = dayStart(timeZone, nextDate(query.to));
  if (until <= from || until - from > (CALENDAR_MAX_DAYS + 1) * DAY_MS) {
    throw new AppError(
      400,
      'BAD_REQUEST',
      `A calendar shows 1 to ${CALENDAR_MAX_DAYS} days: from must come before to.`,
    );
  }
  return { timeZone, from, until };
}

/**
 * docs/schedules.md §4: the days from `from` to `to` in the viewer's zone, each with its planned
 * comments per channel, cut from the stored plan's runs arithmetically (a month of 100,000
 * planned comments is a few hundred runs), and the batches they come from.
 */
export async function getCalendar(
  deps: PlanDeps,
  workspaceId: string,
  query: CalendarQuery,
  now: Date,
): Promise<Calendar> {
  const range = rangeOf(query);
  const plan = await freshPlan(deps, workspaceId, now);
  const [runs, batches, spans, names] = await Promise.all([
    repo.runsBetween(deps.db, workspaceId, new Date(range.from), new Date(range.until)),
    repo.unfinishedBatches(deps.db, workspaceId),
    repo.planSpans(deps.db, workspaceId),
    repo.channelNames(deps.db, workspaceId),
  ]);

  const days = new Map<string, Map<string, { count: number; first: number; last: number }>>();
  cutRunsIntoDays(
    runs,
    zoneDays(range.timeZone),
    ({ run, day, from, to }) => {
      let channels = days.get(day.date);
      if (!channels) {
        channels = new Map<string, { count: number; first: number; last: number }>();
        days.set(day.date, channels);
      }
      const first = run.at + from * run.every;
      const last = run.at + (to - 1) * run.every;
      const seen = channels.get(run.channelId);
      if (!seen) channels.set(run.channelId, { count: to - from, first, last });
      else {
        seen.count += to - from;
        seen.first = Math.min(seen.first, first);
        seen.last = Math.max(seen.last, last);
      }
    },
    range,
  );

  const shown = new Set<string>();
  const dayList = [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, channels]) => {
      const list = [...channels]
        .map(([id, c]) => ({ id, count: c.count, firstAt: iso(c.first), lastAt: iso(c.last) }))
        .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
      for (const c of list) shown.add(c.id);
      return { date, total: list.reduce((sum, c) => sum + c.count, 0), channels: list };
    });
  for (const batch of batches) for (const id of batch.channels) shown.add(id);

  return {
    timeZone: range.timeZone,
    plannedAt: plan.plannedAt.toISOString(),
    channels: [...shown].map((id) => ({ id, name: names.get(id) ?? '' })),
    days: dayList,
    batches: batches.map((b) => {
      const span = spans.get(b.id);
      return {
        id: b.id,
        status: b.status as Calendar['batches'][number]['status'],
        total: b.total,
        left: b.left,
        startAt: b.start_at ? new Date(b.start_at).toISOString() : null,
        startTimeZone: b.start_time_zone,
        createdBy: b.created_by,
        firstAt: span?.firstAt ?? null,
        lastAt: span?.lastAt ?? null,
        channels: b.channels,
      };
    }),
    unplanned: plan.unplanned,
  };
}

/**
 * The comments planned for one day, in the order they go, a page at a time: each run says which
 * of its batch's comments on its channel (the n-th to the m-th still to send) fall on the day.
 */
export async function getCalendarDay(
  deps: PlanDeps,
  workspaceId: string,
  query: { date: string; timeZone: string; offset: number },
  now: Date,
): Promise<CalendarDay> {
  const range = rangeOf({ from: query.date, to: query.date, timeZone: query.timeZone });
  await freshPlan(deps, workspaceId, now);
  const runs = await repo.runsBetween(
    deps.db,
    workspaceId,
    new Date(range.from),
    new Date(range.until),
  );

  const indexOf = new Map(runs.map((run, index) => [run, index]));
  const sends: { at: number; run: number; k: number }[] = [];
  cutRunsIntoDays(
    runs,
    zoneDays(range.timeZone),
    ({ run, from, to }) => {
      const index = indexOf.get(run)!;
      for (let k = from; k < to; k++) sends.push({ at: run.at + k * run.every, run: index, k });
    },
    range,
  );
  sends.sort((a, b) => a.at - b.at || a.run - b.run);
  const page = sends.slice(query.offset, query.offset + CALENDAR_DAY_PAGE);

  // One read per run on the page: its comments from the first on the page to the last.
  const byRun = new Map<number, { min: number; max: number }>();
  for (const send of page) {
    const span = byRun.get(send.run);
    if (!span) byRun.set(send.run, { min: send.k, max: send.k });
    else span.max = Math.max(span.max, send.k);
  }
  const names = await repo.channelNames(deps.db, workspaceId);
  const found = new Map<string, Awaited<ReturnType<typeof repo.queuedComments>>[number]>();
  for (const [index, span] of byRun) {
    const run = runs[index]!;
    const rows = await repo.queuedComments(deps.db, workspaceId, {
      batchId: run.segment,
      accountId: run.channelId,
      offset: run.firstIndex + span.min,
      limit: span.max - span.min + 1,
    });
    rows.forEach((row, i) => found.set(`${index} ${span.min + i}`, row));
  }

  return {
    date: query.date,
    total: sends.length,
    offset: query.offset,
    // A comment sent (or cancelled) since the plan was made has no row left: it is not listed.
    comments: page.flatMap((send) => {
      const row = found.get(`${send.run} ${send.k}`);
      const run = runs[send.run]!;
      return row
        ? [
            {
              id: row.id,
              at: iso(send.at),
              batchId: run.segment,
              accountId: run.channelId,
              channelName: names.get(run.channelId) ?? '',
              videoId: row.video_id,
              videoTitle: row.title,
              content: row.content,
            },
          ]
        : [];
    }),
  };
}
