import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryErrorCode } from '@core/api/webhooks.schema';
import { webhookDeliveries, webhooks } from '../db/schema';
import type { Executor } from '../db/transaction';
import { webhookBody, type Reader, type WebhookEvent } from './webhook-body';

/**
 * The event's deliveries, one per enabled webhook of the user that asked for its type, in the
 * caller's transaction (the event's dispatch): each body built once, sent as is on every attempt.
 */
export async function queueDeliveries(
  db: Executor,
  userId: string,
  event: WebhookEvent,
  reader: Reader,
  onlyWebhookId?: string,
) {
  const targets = await db
    .select({ id: webhooks.id, format: webhooks.format })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.userId, userId),
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
 */
export async function takeDueDeliveries(db: Executor, limit: number, leaseMs: number) {
  const { rows } = await db.execute<TakenDelivery>(sql`
    update webhook_deliveries d set
      attempts = d.attempts + 1,
      last_attempt_at = now(),
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    from webhooks w
    where w.id = d.webhook_id and d.id in (
      select id from webhook_deliveries
       where status = 'pending' and next_attempt_at <= now()
       order by next_attempt_at
       limit ${limit}
       for update skip locked)
    returning d.id, d.event_id as "eventId", d.body, d.attempts, d.created_at as "createdAt",
      w.url, w.secret_sealed as "secretSealed"`);
  return rows;
}

/** What an attempt got: delivered, tried again at `retryAt`, or given up. */
export async function recordAttempt(
  db: Executor,
  id: string,
  attempt: {
    statusCode: number | null;
    durationMs: number;
    errorCode: DeliveryErrorCode | null;
    error: string | null;
    outcome: 'delivered' | 'retry' | 'failed';
    retryAt: Date | null;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      errorCode: attempt.errorCode,
      error: attempt.error,
      status: attempt.outcome === 'retry' ? 'pending' : attempt.outcome,
      ...(attempt.retryAt && { nextAttemptAt: attempt.retryAt }),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}
