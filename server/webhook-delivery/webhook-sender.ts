import type { FastifyBaseLogger } from 'fastify';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { APP_NAME, APP_VERSION } from '@core/app-info';
import type { DeliveryErrorCode } from '@core/api/webhooks.schema';
import type { Db } from '../db/database';
import type { SecretBox } from '../security/secret-box';
import { createPollLoop } from '../loop/poll-loop';
import { BlockedAddressError, resolveAllowed } from './address-guard';
import { webhookSignature } from './webhook-body';
import * as repo from './delivery.repository';

/**
 * How long a taken delivery is this sender's beyond its timeout (recording the answer): past it,
 * a sender that died has left it due again.
 */
const LEASE_MARGIN_MS = 5_000;
/** Deliveries are retried for this long after their event, then shown as failed. */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
const POLL_MS = 2_000;

export interface WebhookSenderDeps {
  db: Db;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  /** First wait after a failed attempt (WEBHOOK_RETRY_BASE_MS), doubled up to an hour. */
  retryBaseMs: number;
  /** WEBHOOKS_ALLOW_PRIVATE: tests and closed networks only. */
  allowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS (10 s): an attempt waits this long for an answer. */
  timeoutMs: number;
}

interface Answer {
  statusCode: number | null;
  errorCode: DeliveryErrorCode | null;
  error: string | null;
  durationMs: number;
}

class TimeoutError extends Error {}

/** A lookup that refuses any name resolving to a blocked address, at the moment of connecting. */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    resolveAllowed(hostname, allowPrivate).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };

/**
 * One POST: no redirect followed (a 3xx is an answer, not a success), `timeoutMs` for the whole
 * exchange, the address checked before and at connecting (no name may lead somewhere private).
 */
async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number; signal: AbortSignal },
): Promise<Answer> {
  const started = Date.now();
  const target = new URL(url);
  try {
    // An address written as an IP is never looked up: checked here.
    await resolveAllowed(target.hostname, options.allowPrivate);
    const statusCode = await new Promise<number>((resolve, reject) => {
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          lookup: guardedLookup(options.allowPrivate),
          timeout: options.timeoutMs,
          signal: options.signal,
        },
        (res) => {
          res.resume(); // the answer's body says nothing we keep
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      const deadline = setTimeout(
        () => req.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
        options.timeoutMs,
      );
      req.on('close', () => clearTimeout(deadline));
      req.on('timeout', () =>
        req.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      );
      req.on('error', reject);
      req.end(body);
    });
    const ok = statusCode >= 200 && statusCode < 300;
    return {
      statusCode,
      errorCode: ok ? null : 'status',
      error: null,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const errorCode =
      error instanceof BlockedAddressError
        ? 'blocked'
        : error instanceof TimeoutError
          ? 'timeout'
          : 'network';
    const message = error instanceof Error ? error.message.slice(0, 300) : String(error);
    return { statusCode: null, errorCode, error: message, durationMs: Date.now() - started };
  }
}

/**
 * docs/notifications.md §5: delivers what is due, at least once, from the database. A delivery is
 * taken with a lease before its POST leaves (a sender killed mid-delivery leaves it due again
 * after the lease, with the same event id), retried with back-off for 24 hours, signed with the
 * webhook's secret over the timestamp and the exact body.
 */
export function createWebhookSender(deps: WebhookSenderDeps) {
  const { db, secrets, log } = deps;
  const { timeoutMs } = deps;
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;
  // Ends the POSTs under way when the server stops: their leases bring them back later.
  let abort = new AbortController();
  const loop = createPollLoop({
    round: () => drain(),
    everyMs: Math.min(POLL_MS, deps.retryBaseMs),
    log,
    failure: 'webhook deliveries could not be read',
    onStart: () => (abort = new AbortController()),
    onStop: () => abort.abort(),
  });

  async function deliver(delivery: repo.TakenDelivery) {
    let secret: string;
    try {
      secret = secrets.open(delivery.secretSealed);
    } catch {
      // Sealed with another key (APP_SECRET changed): nothing can be signed, so nothing is sent.
      await repo.recordAttempt(db, delivery.id, {
        statusCode: null,
        durationMs: 0,
        errorCode: 'secret',
        error: null,
        outcome: 'failed',
        retryAt: null,
      });
      return;
    }
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await post(
      delivery.url,
      {
        'content-type': 'application/json',
        'user-agent': `${APP_NAME}/${APP_VERSION} (webhooks)`,
        'x-webhook-id': delivery.eventId,
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': webhookSignature(secret, timestamp, delivery.body),
      },
      delivery.body,
      { allowPrivate: deps.allowPrivate, timeoutMs, signal: abort.signal },
    );
    const ok = answer.errorCode === null;
    const age = Date.now() - Date.parse(delivery.createdAt);
    const wait = Math.min(deps.retryBaseMs * 2 ** (delivery.attempts - 1), 3_600_000);
    const retryAt = !ok && age + wait < GIVE_UP_AFTER_MS ? new Date(Date.now() + wait) : null;
    await repo.recordAttempt(db, delivery.id, {
      ...answer,
      outcome: ok ? 'delivered' : retryAt ? 'retry' : 'failed',
      retryAt,
    });
    if (!ok) {
      log.info(
        { deliveryId: delivery.id, statusCode: answer.statusCode, retry: Boolean(retryAt) },
        'webhook not delivered',
      );
    }
  }

  async function drain() {
    for (;;) {
      const due = await repo.takeDueDeliveries(db, 10, leaseMs);
      await Promise.all(due.map((delivery) => deliver(delivery)));
      if (due.length < 10 || loop.stopping) return;
    }
  }

  return {
    start: () => loop.start(),
    wake: () => loop.wake(),
    stop: () => loop.stop(),
    /** Delivers what is due now, waited for (tests; the loop does it every 2 seconds). */
    async runOnce() {
      await loop.idle();
      await drain();
      // A round of the loop's own may have taken a delivery meanwhile: its POST is waited for too.
      await loop.idle();
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
