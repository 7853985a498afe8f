import { sql } from 'drizzle-orm';
import {
  channelHealth,
  FLAG_AFTER,
  HEALTH_WINDOW_MS,
  JUDGED_STATES,
} from '@core/visibility/channel-health';
import type { VisibilityState } from '@core/visibility/visibility-state';
import type { Executor } from '../db/transaction';
import { statusList } from '../db/sql-helpers';

/** The states that judge a channel, as an SQL list. */
export const JUDGED = statusList(JUDGED_STATES);

export type ChannelHealth = ReturnType<typeof channelHealth>;

/**
 * The health of the workspace's channels (all of them, or `accountIds`), by account id: the visible
 * share over the last 7 days and the flag, which counts only the looks since the user last
 * resumed the channel.
 */
export async function healthOfChannels(
  db: Executor,
  workspaceId: string,
  now: Date,
  accountIds?: readonly string[],
) {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS).toISOString();
  const only = accountIds ? sql`and a.id = any(${`{${accountIds.join(',')}}`}::uuid[])` : sql``;
  const { rows } = await db.execute<{
    id: string;
    checked: number;
    visible: number;
    last: VisibilityState[] | null;
  }>(sql`
    select a.id,
      (select count(*)::int from comments c where c.account_id = a.id
          and c.visibility_checked_at >= ${since} and c.visibility in (${JUDGED})) as checked,
      (select count(*)::int from comments c where c.account_id = a.id
          and c.visibility_checked_at >= ${since} and c.visibility = 'visible') as visible,
      (select array_agg(s.v) from (
          select c.second_look_visibility as v from comments c
           where c.account_id = a.id and c.second_look_at is not null
             and c.second_look_visibility in (${JUDGED})
             and (a.health_reset_at is null or c.second_look_at > a.health_reset_at)
           order by c.second_look_at desc limit ${FLAG_AFTER}) s) as last
    from accounts a where a.workspace_id = ${workspaceId} ${only}`);
  return new Map(
    rows.map((row) => [
      row.id,
      channelHealth({
        checked: row.checked,
        visible: row.visible,
        lastSecondLooks: row.last ?? [],
      }),
    ]),
  );
}

/**
 * Pauses the flagged channels that still post (docs/visibility.md): their waiting comments wait,
 * with that reason, until the user resumes them. Returns the channels it paused.
 */
export async function pauseHiddenChannels(db: Executor, accountIds: readonly string[]) {
  if (!accountIds.length) return [];
  // With its line in the audit log, in the same statement (docs/architecture.md §10).
  const { rows } = await db.execute<{ id: string }>(sql`
    with paused as (
      update accounts set posting_paused = true, paused_reason = 'hidden', updated_at = now()
       where id = any(${`{${accountIds.join(',')}}`}::uuid[]) and not posting_paused
      returning id, workspace_id, coalesce(channel_title, email) as name),
    logged as (
      insert into audit_events (workspace_id, kind, subject_id, details)
      select workspace_id, 'channel.paused', id::text,
             jsonb_build_object('name', name, 'reason', 'hidden')
        from paused)
    select id from paused`);
  return rows.map((row) => row.id);
}
