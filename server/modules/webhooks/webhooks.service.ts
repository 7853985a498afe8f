import { randomBytes, randomUUID } from 'node:crypto';
import {
  TEST_EVENT,
  WEBHOOKS_PER_USER,
  type CreateWebhookBody,
  type Delivery,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookFormat,
} from '@core/api/webhooks.schema';
import type { EventType } from '@core/api/notifications.schema';
import { linkBase, type Config } from '@server/config';
import type { Db } from '@server/db/database';
import { webhookUrlProblem, WEBHOOK_URL_MAX } from '@core/webhooks/url-rules';
import { AppError, notFound } from '@server/http/app-error';
import type { SecretBox } from '@server/security/secret-box';
import { BlockedAddressError, resolveAllowed } from '@server/webhook-delivery/address-guard';
import { queueDeliveries } from '@server/webhook-delivery/delivery.repository';
import { findUserById } from '../auth/auth.repository';
import * as repo from './webhooks.repository';

export interface WebhookDeps {
  db: Db;
  secrets: SecretBox;
  config: Config;
  /** Deliveries were queued: send them now rather than at the next poll. */
  wake: () => void;
}

/**
 * docs/security.md §9: https only (http too with WEBHOOKS_ALLOW_PRIVATE), and a name that
 * resolves to a public address; checked again at every delivery, after resolution.
 */
async function checkAddress(deps: WebhookDeps, url: string) {
  const { allowPrivate } = deps.config.webhooks;
  const problem = webhookUrlProblem(url);
  if (problem === 'tooLong') {
    throw new AppError(
      400,
      'WEBHOOK_URL_TOO_LONG',
      `A webhook address may be at most ${WEBHOOK_URL_MAX} characters long.`,
      String(WEBHOOK_URL_MAX),
    );
  }
  if (problem === 'credentials') {
    throw new AppError(
      400,
      'WEBHOOK_URL_CREDENTIALS',
      'A webhook address must not hold a user name or password.',
    );
  }
  if (problem === 'invalid') {
    throw new AppError(400, 'WEBHOOK_URL_INVALID', 'This is not a web address (https://…).');
  }
  const target = new URL(url);
  if (target.protocol !== 'https:' && !allowPrivate) {
    throw new AppError(400, 'WEBHOOK_URL_NOT_HTTPS', 'A webhook address must start with https://.');
  }
  try {
    await resolveAllowed(target.hostname, allowPrivate);
  } catch (error) {
    if (error instanceof BlockedAddressError) {
      throw new AppError(
        400,
        'WEBHOOK_URL_PRIVATE',
        'This address leads to a private or reserved network, which webhooks may not reach.',
      );
    }
    throw new AppError(400, 'WEBHOOK_URL_UNRESOLVED', `${target.hostname} could not be found.`);
  }
}

const toDto = (row: Awaited<ReturnType<typeof repo.listWebhooks>>[number]): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as EventType[],
  format: row.format as WebhookFormat,
  enabled: row.enabled,
  createdAt: new Date(row.createdAt).toISOString(),
  lastDelivery:
    row.lastStatus && row.lastAt
      ? {
          status: row.lastStatus as 'pending',
          statusCode: row.lastStatusCode,
          at: new Date(row.lastAt).toISOString(),
        }
      : null,
});

export const list = async (db: Db, workspaceId: string) =>
  (await repo.listWebhooks(db, workspaceId)).map(toDto);

async function one(db: Db, workspaceId: string, id: string) {
  const found = (await repo.listWebhooks(db, workspaceId)).find((row) => row.id === id);
  if (!found) throw notFound('Webhook');
  return toDto(found);
}

/** A new webhook and its secret, shown this once (only its sealed form is kept). */
export async function create(deps: WebhookDeps, workspaceId: string, body: CreateWebhookBody) {
  await checkAddress(deps, body.url);
  if ((await repo.countWebhooks(deps.db, workspaceId)) >= WEBHOOKS_PER_USER) {
    throw new AppError(
      409,
      'WEBHOOK_LIMIT',
      `At most ${WEBHOOKS_PER_USER} webhooks per account. Delete one first.`,
    );
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const id = await repo.insertWebhook(deps.db, {
    workspaceId,
    url: body.url,
    events: [...new Set(body.events)],
    format: body.format ?? 'json',
    secretSealed: deps.secrets.seal(secret),
  });
  return { ...(await one(deps.db, workspaceId, id)), secret };
}

export async function update(
  deps: WebhookDeps,
  workspaceId: string,
  id: string,
  body: UpdateWebhookBody,
) {
  if (body.url) await checkAddress(deps, body.url);
  const values = body.events ? { ...body, events: [...new Set(body.events)] } : body;
  if (!(await repo.updateWebhook(deps.db, workspaceId, id, values))) throw notFound('Webhook');
  return one(deps.db, workspaceId, id);
}

export async function remove(db: Db, workspaceId: string, id: string) {
  if (!(await repo.deleteWebhook(db, workspaceId, id))) throw notFound('Webhook');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function deliveries(db: Db, workspaceId: string, id: string): Promise<Delivery[]> {
  if (!(await repo.findWebhook(db, workspaceId, id))) throw notFound('Webhook');
  return (await repo.listDeliveries(db, id)).map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    errorCode: row.errorCode,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  }));
}

/** "Send again": the same event, the same id, delivered anew. */
export async function resend(
  deps: WebhookDeps,
  workspaceId: string,
  id: string,
  deliveryId: string,
) {
  if (!(await repo.findWebhook(deps.db, workspaceId, id))) throw notFound('Webhook');
  if (!(await repo.copyDelivery(deps.db, id, deliveryId))) throw notFound('Delivery');
  deps.wake();
}

/** "Send a test event": delivered like any event, to this webhook only, even when turned off. */
export async function sendTest(deps: WebhookDeps, workspaceId: string, id: string) {
  const user = await findUserById(deps.db, workspaceId);
  if (!user || !(await repo.findWebhook(deps.db, workspaceId, id))) throw notFound('Webhook');
  await queueDeliveries(
    deps.db,
    workspaceId,
    { id: randomUUID(), type: TEST_EVENT, createdAt: new Date().toISOString(), data: {} },
    { language: user.language, timeZone: user.timeZone, linkBase: linkBase(deps.config) },
    id,
  );
  deps.wake();
}
