import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryErrorCode } from '@core/api/webhooks.schema';
import { createdAt, primaryId, timestamptz } from './columns';
import { workspaceOwner } from './workspaces';

/** docs/notifications.md §5: a workspace's webhooks; the secret is sealed and shown once. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    format: text('format').$type<'json' | 'slack' | 'discord'>().notNull().default('json'),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_workspace_idx').on(t.workspaceId)],
);

/**
 * One event to one webhook, written with the event's dispatch (or by "send again" and the test):
 * delivered at least once from here, with the same event id and body on every attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body as first built: every attempt sends these exact bytes. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due at; while an attempt is under way, the end of its lease. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /**
     * The end of the lease of the attempt under way, cleared when its answer is recorded: a
     * webhook's attempts under way are those whose lease runs (at most a few at once).
     */
    leasedUntil: timestamptz('leased_until'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    /** Why the last attempt failed: `status` (an answer not 2xx), `timeout`, `blocked`, `network`, `secret`. */
    errorCode: text('error_code').$type<DeliveryErrorCode>(),
    /** The words behind it (the network's error), as a detail. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
    index('webhook_deliveries_webhook_due_idx')
      .on(t.webhookId, t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_leased_idx')
      .on(t.webhookId)
      .where(sql`leased_until is not null`),
  ],
);
