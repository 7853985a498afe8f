import { z } from 'zod';

/**
 * docs/schedules.md: a channel's posting windows and a batch's plan, as the API carries them.
 * Whether a slot makes sense (its end, the zone's name) is the service's to say, with a code the
 * web translates; here, only the shape.
 */

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 00:00 to 23:59');
/** A slot may end at 24:00: the end of its day. */
const clockEnd = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'HH:MM, 00:00 to 24:00');

export const windowSlotSchema = z.object({
  /** 0 Sunday … 6 Saturday. */
  day: z.number().int().min(0).max(6),
  from: clock,
  /** Before `from`: the slot ends the next day (22:00–02:00). */
  to: clockEnd,
});

/** PUT /api/accounts/:id/windows. */
export const windowsBodySchema = z.object({
  /** An IANA time zone, e.g. Europe/London. */
  timeZone: z.string().min(1).max(64),
  slots: z.array(windowSlotSchema).max(100),
});
export type WindowsBody = z.infer<typeof windowsBodySchema>;

export const windowsSchema = z.object({
  /** No slots: the channel may post at any time (the default). */
  alwaysOpen: z.boolean(),
  timeZone: z.string().nullable(),
  slots: z.array(windowSlotSchema),
  /** Closed now: when they open next; null when open now (or always open). */
  opensAt: z.iso.datetime().nullable(),
  /** Set by a PUT whose slots overlapped: they were joined as shown. */
  merged: z.boolean().optional(),
});
export type Windows = z.infer<typeof windowsSchema>;

/** When a batch's comments will go: the confirmation's plan. */
export const batchPlanSchema = z.object({
  startAt: z.iso.datetime(),
  /**
   * When its first channel may post: the start, or later when all its channels' windows are
   * closed then. The time it takes (the preview's etaSeconds) counts from here.
   */
  beginsAt: z.iso.datetime(),
  /** The zone whose dates name `days` (the user's). */
  timeZone: z.string(),
  /** Null: not all planned within a year. */
  finishAt: z.iso.datetime().nullable(),
  channels: z.array(
    z.object({
      id: z.string(),
      startAt: z.iso.datetime().nullable(),
      finishAt: z.iso.datetime().nullable(),
    }),
  ),
  /** Comments per date per channel, by date then channel. */
  days: z.array(z.object({ date: z.string(), channelId: z.string(), count: z.number().int() })),
  warnings: z.object({
    /** Channels that post nothing in the 7 days after the start (windows, queue or quota). */
    idleFirstWeek: z.array(z.string()),
    /** The plan runs longer than 30 days. */
    longerThan30Days: z.boolean(),
  }),
});
export type BatchPlan = z.infer<typeof batchPlanSchema>;

/** PATCH /api/batches/:id: a scheduled batch's new start. */
export const moveStartBodySchema = z.object({
  startAt: z.iso.datetime({ offset: true }),
  timeZone: z.string().min(1).max(64).optional(),
});
export type MoveStartBody = z.infer<typeof moveStartBodySchema>;

/**
 * docs/schedules.md §6: what the check 15 minutes before a batch's start found. Channels whose
 * grant no longer works (their comments wait for a reconnection), videos gone or with comments
 * off (their comments were cancelled); `waiting`: nothing could be posted, so the batch waits
 * and is checked again.
 */
export const readinessSchema = z.object({
  checkedAt: z.iso.datetime(),
  waiting: z.boolean(),
  channels: z.array(z.object({ accountId: z.string(), name: z.string() })),
  videos: z.array(
    z.object({
      videoId: z.string(),
      title: z.string().nullable(),
      reason: z.enum(['videoNotFound', 'commentsDisabled']),
    }),
  ),
  /** Comments cancelled because their video cannot take them. */
  cancelled: z.number().int(),
});
export type Readiness = z.infer<typeof readinessSchema>;
