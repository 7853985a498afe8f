import { boolean, index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { Unplanned } from '@core/api/calendar.schema';
import { timestamptz } from './columns';
import { workspaceKey, workspaceOwner } from './workspaces';

/**
 * docs/schedules.md §4: the workspace's plan, as runs of sends a pacing interval apart (one row per
 * channel, batch and stretch of steady posting, not per comment), so a month of 100,000 planned
 * comments is read in a few hundred rows. No foreign key to batches or accounts, on purpose: the
 * insert would wait on the batch rows the engine and cancel hold for update, while they wait to
 * mark this plan stale. A run of a batch since gone is dropped by the next plan.
 */
export const plannedRuns = pgTable(
  'planned_runs',
  {
    workspaceId: workspaceOwner(),
    batchId: uuid('batch_id').notNull(),
    accountId: uuid('account_id').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    everyMs: integer('every_ms').notNull(),
    count: integer('count').notNull(),
    /** How many of the batch's comments on this channel go before the run, in claim order. */
    firstIndex: integer('first_index').notNull(),
  },
  (t) => [index('planned_runs_workspace_starts_idx').on(t.workspaceId, t.startsAt)],
);

/** When the workspace's plan was made, and whether a change since (a move, a pause) outdated it. */
export const calendarPlans = pgTable('calendar_plans', {
  workspaceId: workspaceKey(),
  plannedAt: timestamptz('planned_at').notNull(),
  stale: boolean('stale').notNull().default(false),
  /** What the plan could not place, and why (a paused batch, a channel to reconnect…). */
  unplanned: jsonb('unplanned').$type<Unplanned[]>().notNull().default([]),
});
