import { and, desc, eq, sql } from 'drizzle-orm';
import type { UpdateWebhookBody } from '@core/api/webhooks.schema';
import { webhookDeliveries, webhooks } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

const owned = (workspaceId: string, id: string) =>
  and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id));

/** The workspace's webhooks, oldest first, each with its last delivery's outcome. */
export async function listWebhooks(db: Executor, workspaceId: string) {
  const { rows } = await db.execute<{
    id: string;
    url: string;
    events: string[];
    format: string;
    enabled: boolean;
    createdAt: string;
    lastStatus: string | null;
    lastStatusCode: number | null;
    lastAt: string | null;
  }>(sql`
    select w.id, w.url, w.events, w.format, w.enabled, w.created_at as "createdAt",
      d.status as "lastStatus", d.status_code as "lastStatusCode",
      coalesce(d.last_attempt_at, d.created_at) as "lastAt"
    from webhooks w
    left join lateral (
      select status, status_code, last_attempt_at, created_at from webhook_deliveries
       where webhook_id = w.id order by created_at desc limit 1) d on true
    where w.workspace_id = ${workspaceId}
    order by w.created_at`);
  return rows;
}

export async function countWebhooks(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.workspaceId, workspaceId));
  return row?.count ?? 0;
}

export async function insertWebhook(
  db: Executor,
  values: {
    workspaceId: string;
    url: string;
    events: string[];
    format: string;
    secretSealed: string;
  },
) {
  const [row] = await db
    .insert(webhooks)
    .values({ ...values, format: values.format as 'json' })
    .returning({ id: webhooks.id });
  return row!.id;
}

export async function findWebhook(db: Executor, workspaceId: string, id: string) {
  const [row] = await db.select().from(webhooks).where(owned(workspaceId, id));
  return row;
}

export async function updateWebhook(
  db: Executor,
  workspaceId: string,
  id: string,
  values: UpdateWebhookBody,
) {
  const rows = await db
    .update(webhooks)
    .set(values)
    .where(owned(workspaceId, id))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

export async function deleteWebhook(db: Executor, workspaceId: string, id: string) {
  const rows = await db
    .delete(webhooks)
    .where(owned(workspaceId, id))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** A webhook's log: its latest deliveries, newest first. */
export async function listDeliveries(db: Executor, webhookId: string, limit = 50) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

/** "Send again": the same event (id and body) as a new delivery, due now. */
export async function copyDelivery(db: Executor, webhookId: string, deliveryId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into webhook_deliveries (webhook_id, event_id, event_type, body)
    select webhook_id, event_id, event_type, body from webhook_deliveries
     where id = ${deliveryId} and webhook_id = ${webhookId}
    returning id`);
  return rows[0]?.id;
}
