import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryErrorCode } from '@core/api/webhooks.schema';
import { webhookDeliveries, webhooks } from '../db/schema';
import type { Db } from '../db/database';
import { uuidArray } from '../db/sql-helpers';
import type { Executor } from '../db/transaction';
import { webhookBody, type Reader, type WebhookEvent } from './webhook-body';

/**
 * The event's deliveries, one per enabled webhook of the workspace that asked for its type, in the
 * caller's transaction (the event's dispatch): each body built once, sent as is on every attempt.
 */
export async function queueDeliveries(
  db: Executor,
  workspaceId: string,
  event: WebhookEvent,
  reader: Reader,
  onlyWebhookId?: string,
) {
  const targets = await db
    .select({ id: webhooks.id, format: webhooks.format })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.workspaceId, workspaceId),
        onlyWebhookId
          ? eq(webhooks.id, onlyWebhookId)
          : and(eq(webhooks.enabled, true), sql`${event.type} = any(${webhooks.events})`),
      ),
    );
  if (!targets.length) return 0;
  await db.insert(webhookDeliveries).values(
    targets.map((target) => ({
      webhookId: target.id,
      eventId: event.id,
      eventType: event.type,
      body: webhookBody(event, target.format, reader),
    })),
  );
  return targets.length;
}

export type TakenDelivery = {
  id: string;
  eventId: string;
  body: string;
  attempts: number;
  createdAt: string;
  url: string;
  secretSealed: string;
};

/**
 * Deliveries due now, taken for `leaseMs` and counted as attempted before any POST leaves: two
 * senders never take the same one, and one that dies mid-POST leaves it due after the lease.
 * Taken webhook by webhook (docs/notifications.md §5): each webhook has at most `perWebhook`
 * attempts under way, across every sender, and the webhooks whose deliveries waited longest are
 * served first, one delivery each before any gets a second. `limit` is the sender's room.
 */
export async function takeDueDeliveries(
  db: Db,
  { limit, perWebhook, leaseMs }: { limit: number; perWebhook: number; leaseMs: number },
) {
  return db.transaction(async (tx) => {
    // Each webhook taken from is locked until this transaction ends: one sender at a time counts
    // its attempts under way and adds to them. (`no key update`: new deliveries may still be
    // written for it meanwhile.)
    const { rows: ready } = await tx.execute<{ id: string }>(sql`
      select w.id from webhooks w
        join (select webhook_id, min(next_attempt_at) as since from webhook_deliveries
               where status = 'pending' and next_attempt_at <= now()
               group by webhook_id) due on due.webhook_id = w.id
       where (select count(*) from webhook_deliveries f
               where f.webhook_id = w.id and f.leased_until > now()) < ${perWebhook}
       order by due.since
       limit ${limit}
       for no key update of w skip locked`);
    if (!ready.length) return [];
    // A statement of its own: its snapshot, taken after the locks, holds every lease written by
    // the senders that held them before.
    const lease = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
    const { rows } = await tx.execute<TakenDelivery>(sql`
      with room as (
        select r.id as webhook_id, r.ord, ${perWebhook} - (
                 select count(*) from webhook_deliveries f
                  where f.webhook_id = r.id and f.leased_until > now()) as room
          from unnest(${uuidArray(ready.map((row) => row.id))}) with ordinality as r(id, ord)
      ), ranked as (
        select next.id, next.n, room.ord from room cross join lateral (
          select d.id, row_number() over (order by d.next_attempt_at, d.id) as n
            from webhook_deliveries d
           where d.webhook_id = room.webhook_id
             and d.status = 'pending' and d.next_attempt_at <= now()
           order by d.next_attempt_at, d.id
           limit greatest(room.room, 0)) next
      )
      update webhook_deliveries d set
        attempts = d.attempts + 1,
        last_attempt_at = now(),
        next_attempt_at = ${lease},
        leased_until = ${lease}
      from webhooks w
      where w.id = d.webhook_id
        and d.id in (select id from ranked order by n, ord limit ${limit})
        and d.status = 'pending' and d.next_attempt_at <= now()
      returning d.id, d.event_id as "eventId", d.body, d.attempts, d.created_at as "createdAt",
        w.url, w.secret_sealed as "secretSealed"`);
    return rows;
  });
}

/**
 * What an attempt got: delivered, given up, or tried again `retryInMs` from now (the database's
 * clock, as the lease's). Written only while the attempt is still the delivery's latest: one that
 * outlived its lease (its sender stalled) and was taken again leaves the answer to the new one.
 */
export async function recordAttempt(
  db: Executor,
  taken: { id: string; attempts: number },
  attempt: {
    statusCode: number | null;
    durationMs: number;
    errorCode: DeliveryErrorCode | null;
    error: string | null;
    outcome: 'delivered' | 'failed' | { retryInMs: number };
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      errorCode: attempt.errorCode,
      error: attempt.error,
      leasedUntil: null,
      ...(typeof attempt.outcome === 'string'
        ? { status: attempt.outcome }
        : {
            nextAttemptAt: sql`now() + make_interval(secs => ${attempt.outcome.retryInMs / 1000})`,
          }),
    })
    .where(
      and(
        eq(webhookDeliveries.id, taken.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, taken.attempts),
      ),
    );
}

/** The due watch's question for the webhook senders (docs/architecture.md §3), as constant SQL. */
export const DELIVERIES_DUE = `exists (select 1 from webhook_deliveries
  where status = 'pending' and next_attempt_at <= now())`;
