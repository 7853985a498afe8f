import { sql } from 'drizzle-orm';
import type { EventData, EventType } from '@core/api/notifications.schema';
import { notifications } from '../db/schema';
import type { Executor } from '../db/transaction';
import { wakeOnCommit } from '../db/wake-on-commit';

/**
 * docs/notifications.md §2: the one way anything tells a user of an event, in the transaction of
 * what happened (the event exists exactly when it did). The dispatcher then applies the user's
 * choices: the centre, an email now or in the digest, webhooks. `dedupeKey`: at most one event
 * per key and user (a quota day's warning is told once).
 */
export async function emitEvent<T extends EventType>(
  db: Executor,
  userId: string,
  type: T,
  data: EventData<T>,
  options: { dedupeKey?: string } = {},
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
    insert into notifications (user_id, type, data, dedupe_key)
    select c.user_id, 'comments.unconfirmed',
      jsonb_build_object('batchId', c.batch_id, 'count',
        (select count(*)::int from comments w
          where w.user_id = c.user_id and w.status = 'unconfirmed'
            and w.batch_id is not distinct from c.batch_id)),
      'comments.unconfirmed:' || coalesce(c.batch_id::text, '-') || ':'
        || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24')
    from comments c where c.id = ${commentId} and c.status = 'unconfirmed'
    on conflict do nothing`);
}
