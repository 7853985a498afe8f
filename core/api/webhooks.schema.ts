import { z } from 'zod';
import { EVENT_TYPES } from './notifications.schema';

/** docs/notifications.md §5: a webhook's address is at most this long. */
export { WEBHOOK_URL_MAX } from '../webhooks/url-rules';
import { WEBHOOK_URL_MAX } from '../webhooks/url-rules';
/** A user's webhooks: enough for every tool a team uses, not a way to fan out traffic. */
export const WEBHOOKS_PER_USER = 10;

/** How a delivery's body is shaped: ours, or what Slack's and Discord's incoming hooks read. */
export const WEBHOOK_FORMATS = ['json', 'slack', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** The test event a user sends from the page: delivered like the others, never stored as one. */
export const TEST_EVENT = 'webhook.test';
/** Test events a webhook may be sent in a minute: enough to try an endpoint, not to flood it. */
export const TEST_EVENTS_PER_MINUTE = 5;
/**
 * Deliveries of a webhook that may be sent again in a minute: the failed ones after an endpoint is
 * mended, one by one, without letting a script fill the log (each is a new delivery).
 */
export const RESENDS_PER_MINUTE = 30;

/**
 * An address as typed. Too long (up to a bound for the body's sake), with a user name or password,
 * not https, or leading somewhere private: the server refuses each by its own code
 * (core/webhooks/url-rules.ts, docs/security.md §9), which the page says in the reader's language.
 */
const webhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(WEBHOOK_URL_MAX * 2);

const events = z.array(z.enum(EVENT_TYPES)).min(1).max(EVENT_TYPES.length);

export const createWebhookBodySchema = z.object({
  url: webhookUrl,
  events,
  format: z.enum(WEBHOOK_FORMATS).default('json'),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  url: webhookUrl.optional(),
  events: events.optional(),
  format: z.enum(WEBHOOK_FORMATS).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(EVENT_TYPES)),
  format: z.enum(WEBHOOK_FORMATS),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z
    .object({
      status: z.enum(['pending', 'delivered', 'failed']),
      statusCode: z.number().int().nullable(),
      at: z.iso.datetime(),
    })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Answered once, at creation: the secret is never shown again. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

/** Why a delivery's last attempt failed, for the log's words. */
export const DELIVERY_ERROR_CODES = ['status', 'timeout', 'blocked', 'network', 'secret'] as const;
export type DeliveryErrorCode = (typeof DELIVERY_ERROR_CODES)[number];

export const deliverySchema = z.object({
  id: z.string(),
  /** The event's id: the same on every attempt and every "send again". */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  errorCode: z.enum(DELIVERY_ERROR_CODES).nullable(),
  /** The network's own words behind `errorCode`, when there are any. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.array(deliverySchema);
