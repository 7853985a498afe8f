import { z } from 'zod';
import { BATCH_STATUSES } from '../posting/states';

/**
 * docs/schedules.md §4: the calendar of scheduled and running batches, as the API carries it.
 * Days are the viewer's dates (YYYY-MM-DD in `timeZone`).
 */

const date = z.iso.date();
/** A calendar shows at most six weeks at once (a month view's grid). */
export const CALENDAR_MAX_DAYS = 42;
export const CALENDAR_DAY_PAGE = 50;

export const calendarQuerySchema = z.object({
  from: date,
  /** Inclusive. */
  to: date,
  timeZone: z.string().min(1).max(64),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** Why comments of an unfinished batch are not on the calendar. */
export const UNPLANNED_REASONS = [
  /** The batch is paused. */
  'batchPaused',
  /** "Pause all" is on in Settings. */
  'allPaused',
  /** Nothing of it could be posted at the check before its start: it waits. */
  'waiting',
  /** The channel's connection must be renewed. */
  'reconnect',
  /** The channel is paused (by the user, or after its comments were hidden). */
  'channelPaused',
  /** Its windows never open, or the plan runs past a year. */
  'notWithinYear',
] as const;
export type UnplannedReason = (typeof UNPLANNED_REASONS)[number];

export const unplannedSchema = z.object({
  batchId: z.string(),
  /** Null: the whole batch. */
  accountId: z.string().nullable(),
  count: z.number().int(),
  reason: z.enum(UNPLANNED_REASONS),
});
export type Unplanned = z.infer<typeof unplannedSchema>;

export const calendarSchema = z.object({
  timeZone: z.string(),
  /** When the plan was made: posting since then may run a little ahead of or behind it. */
  plannedAt: z.iso.datetime(),
  /** The user's channels that appear below, with their names. */
  channels: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Days with planned comments, in order. */
  days: z.array(
    z.object({
      date,
      total: z.number().int(),
      channels: z.array(
        z.object({
          id: z.string(),
          count: z.number().int(),
          /** The first and last send of the day. */
          firstAt: z.iso.datetime(),
          lastAt: z.iso.datetime(),
        }),
      ),
    }),
  ),
  /** The user's unfinished batches (scheduled, queued, running, paused), soonest first. */
  batches: z.array(
    z.object({
      id: z.string(),
      status: z.enum(BATCH_STATUSES),
      total: z.number().int(),
      /** Comments still to send. */
      left: z.number().int(),
      startAt: z.iso.datetime().nullable(),
      startTimeZone: z.string().nullable(),
      /** Who confirmed it: an editor moves only their own (null: its author left the workspace). */
      createdBy: z.string().nullable(),
      /** Its first and last planned send; null when nothing of it is planned. */
      firstAt: z.iso.datetime().nullable(),
      lastAt: z.iso.datetime().nullable(),
      channels: z.array(z.string()),
    }),
  ),
  unplanned: z.array(unplannedSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

export const calendarDayQuerySchema = z.object({
  date,
  timeZone: z.string().min(1).max(64),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CalendarDayQuery = z.input<typeof calendarDayQuerySchema>;

/** One day's planned comments, in the order they go, a page at a time. */
export const calendarDaySchema = z.object({
  date,
  total: z.number().int(),
  offset: z.number().int(),
  comments: z.array(
    z.object({
      id: z.string(),
      at: z.iso.datetime(),
      batchId: z.string(),
      accountId: z.string(),
      channelName: z.string(),
      videoId: z.string(),
      videoTitle: z.string().nullable(),
      content: z.string(),
    }),
  ),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
