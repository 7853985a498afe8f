import { sql } from 'drizzle-orm';
import type { EventData, EventType } from '@core/api/notifications.schema';
import type { Role } from '@core/workspaces/roles';
import { statusList } from '../db/sql-helpers';
import { notifications } from '../db/schema';
import type { Executor } from '../db/transaction';
import { wakeOnCommit } from '../db/wake-on-commit';

type EmitOptions = { dedupeKey?: string };
/**
 * Who in the workspace is told: its owners (the default), the members with one of `roles`, or one
 * person (`userId`: the owners instead when they are not a member any more, or unknown).
 */
type Audience = { roles: readonly Role[] } | { userId: string | null };

function audienceOf(workspaceId: string, to: Audience = { roles: ['owner'] }) {
  if ('roles' in to) return sql`m.role in (${statusList(to.roles)})`;
  const owners = sql`m.role = 'owner'`;
  if (!to.userId) return owners;
  return sql`(m.user_id = ${to.userId}::uuid
              or (${owners} and not exists (select 1 from workspace_members x
                                             where x.workspace_id = ${workspaceId}
                                               and x.user_id = ${to.userId}::uuid)))`;
}

/**
 * Of the rows an event gets, one per person told (`m`, a workspace_members row), the one that gives it
 * to the workspace's webhooks: the longest-standing owner's.
 */
const DELIVERS_WEBHOOKS = sql`row_number() over (order by m.joined_at, m.user_id) = 1`;

/**
 * docs/notifications.md §2: the one way anything tells of an event in a workspace, in the
 * transaction of what happened (the event exists exactly when it did): one row per person told,
 * the workspace's owners (or those `to` names), of which one row alone carries the event to the
 * workspace's webhooks.
 * The dispatcher then applies each person's choices: the centre, an email now or in the digest.
 * `dedupeKey`: at most one event per key and person (a quota day's warning is told once).
 */
export async function emitEvent<T extends EventType>(
  db: Executor,
  workspaceId: string,
  type: T,
  data: EventData<T>,
  options: EmitOptions & { to?: Audience } = {},
) {
  await db.execute(sql`
    insert into notifications (user_id, workspace_id, delivers_webhooks, type, data, dedupe_key)
    select m.user_id, m.workspace_id, ${DELIVERS_WEBHOOKS},
           ${type}, ${JSON.stringify(data)}::jsonb, ${options.dedupeKey ?? null}
      from workspace_members m
     where m.workspace_id = ${workspaceId} and ${audienceOf(workspaceId, options.to)}
    on conflict do nothing`);
  await wakeOnCommit(db, 'event dispatch');
}

/**
 * An event about a person rather than a workspace's work (their digest, an email that could not
 * be sent, their account's export): told to them alone, and to their personal workspace's
 * webhooks (a null workspace_id).
 */
export async function tellPerson<T extends EventType>(
  db: Executor,
  userId: string,
  type: T,
  data: EventData<T>,
  options: EmitOptions = {},
) {
  await db
    .insert(notifications)
    .values({ userId, type, data, dedupeKey: options.dedupeKey ?? null })
    .onConflictDoNothing();
  await wakeOnCommit(db, 'event dispatch');
}

/**
 * A comment of a batch became unconfirmed: one event per batch per hour (a batch whose look-ups
 * fail often would otherwise mail one per comment), with how many of the batch wait now.
 */
export async function emitUnconfirmed(db: Executor, commentId: string) {
  await db.execute(sql`
    insert into notifications (user_id, workspace_id, delivers_webhooks, type, data, dedupe_key)
    select m.user_id, c.workspace_id, ${DELIVERS_WEBHOOKS},
      'comments.unconfirmed',
      jsonb_build_object('batchId', c.batch_id, 'count',
        (select count(*)::int from comments w
          where w.workspace_id = c.workspace_id and w.status = 'unconfirmed'
            and w.batch_id is not distinct from c.batch_id)),
      'comments.unconfirmed:' || coalesce(c.batch_id::text, '-') || ':'
        || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24')
    from comments c
    join workspace_members m on m.workspace_id = c.workspace_id and m.role = 'owner'
    where c.id = ${commentId} and c.status = 'unconfirmed'
    on conflict do nothing`);
}
