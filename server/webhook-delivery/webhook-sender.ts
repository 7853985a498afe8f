import type { FastifyBaseLogger } from 'fastify';
import { APP_NAME, APP_VERSION } from '@core/app-info';
import type { Db } from '../db/database';
import type { SecretBox } from '../security/secret-box';
import { BACKSTOP_MS, createLoop } from '@server/background/loop';
import { webhookSignature } from './webhook-body';
import * as repo from './delivery.repository';
import { postWebhook } from './webhook-post';

/**
 * How long a taken delivery is this sender's beyond its timeout (recording the answer): past it,
 * a sender that died has left it due again.
 */
const LEASE_MARGIN_MS = 5_000;
/** Deliveries are retried for this long after their event, then shown as failed. */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/**
 * Attempts one webhook may have under way at once, across every sender: an endpoint that never
 * answers holds this many, and the others' deliveries go on beside them.
 */
const UNDER_WAY_PER_WEBHOOK = 3;
/** Attempts one sender holds at once (their sockets and bodies). */
const UNDER_WAY_PER_SENDER = 200;

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

/**
 * docs/notifications.md §5: delivers what is due, at least once, from the database. A delivery is
 * taken with a lease before its POST leaves (a sender killed mid-delivery leaves it due again
 * after the lease, with the same event id), retried with back-off for 24 hours, signed with the
 * webhook's secret over the timestamp and the exact body. Deliveries are taken webhook by
 * webhook, a few at most under way for each, and a round never waits for a POST: each attempt
 * ends on its own and wakes the sender for what its webhook has left.
 */
export function createWebhookSender(deps: WebhookSenderDeps) {
  const { db, secrets, log } = deps;
  const { timeoutMs } = deps;
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;
  // Ends the POSTs under way when the server stops: unrecorded, their leases bring them back.
  let abort = new AbortController();
  const underWay = new Set<Promise<void>>();
  const loop = createLoop({
    name: 'webhook delivery',
    round: () => take(),
    // A delivery queued wakes the senders; the due watch is the safety net (docs/architecture.md §3).
    everyMs: Math.min(BACKSTOP_MS, deps.retryBaseMs),
    log,
    failure: 'webhook deliveries could not be read',
    onStart: () => (abort = new AbortController()),
    onStop: () => abort.abort(),
  });

  /**
   * A round soon. Woken while one runs, another follows it: what it was woken for (a delivery
   * just written, a webhook with room again) may be newer than the round's look.
   */
  function wake() {
    const round = loop.idle();
    if (round) void round.then(() => loop.wake());
    else loop.wake();
  }

  async function deliver(delivery: repo.TakenDelivery) {
    let secret: string;
    try {
      secret = secrets.open(delivery.secretSealed);
    } catch {
      // Sealed with another key (APP_SECRET changed): nothing can be signed, so nothing is sent.
      await repo.recordAttempt(db, delivery, {
        statusCode: null,
        durationMs: 0,
        errorCode: 'secret',
        error: null,
        outcome: 'failed',
      });
      return;
    }
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { signal } = abort;
    const answer = await postWebhook(
      delivery.url,
      {
        'content-type': 'application/json',
        'user-agent': `${APP_NAME}/${APP_VERSION} (webhooks)`,
        'x-webhook-id': delivery.eventId,
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': webhookSignature(secret, timestamp, delivery.body),
      },
      delivery.body,
      { allowPrivate: deps.allowPrivate, timeoutMs, signal },
    );
    // Cut by the server stopping, not by the endpoint: left to its lease, not written as a failure.
    if (signal.aborted && answer.errorCode === 'network') return;
    const ok = answer.errorCode === null;
    const age = Date.now() - Date.parse(delivery.createdAt);
    const wait = Math.min(deps.retryBaseMs * 2 ** (delivery.attempts - 1), 3_600_000);
    const retry = !ok && age + wait < GIVE_UP_AFTER_MS;
    await repo.recordAttempt(db, delivery, {
      ...answer,
      outcome: ok ? 'delivered' : retry ? { retryInMs: wait } : 'failed',
    });
    if (!ok) {
      log.info(
        {
          deliveryId: delivery.id,
          statusCode: answer.statusCode,
          errorCode: answer.errorCode,
          retry,
        },
        'webhook not delivered',
      );
    }
  }

  function begin(delivery: repo.TakenDelivery) {
    const attempt = deliver(delivery)
      .catch((error: unknown) =>
        log.warn({ err: error, deliveryId: delivery.id }, 'webhook attempt not recorded'),
      )
      .finally(() => {
        underWay.delete(attempt);
        wake();
      });
    underWay.add(attempt);
  }

  /** Takes what is due, as much as this sender has room for, and starts each POST. */
  async function take() {
    while (!loop.stopping) {
      const room = UNDER_WAY_PER_SENDER - underWay.size;
      if (room <= 0) return;
      const taken = await repo.takeDueDeliveries(db, {
        limit: room,
        perWebhook: UNDER_WAY_PER_WEBHOOK,
        leaseMs,
      });
      taken.forEach(begin);
      if (taken.length < room) return;
    }
  }

  return {
    start: () => loop.start(),
    wake,
    /** Ends the POSTs under way and waits for them (their leases bring them back). */
    async stop() {
      await loop.stop();
      await Promise.all(underWay);
    },
    /**
     * Delivers what is due now and waits for every attempt to end, a webhook's next taken as its
     * previous ones end (tests and benchmarks; the loop does it every 5 seconds and on wake).
     */
    async runOnce() {
      for (;;) {
        await loop.idle();
        await take();
        // A round of the loop's own may have taken a delivery meanwhile: its POST is waited for too.
        await loop.idle();
        if (!underWay.size) return;
        await Promise.all(underWay);
      }
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
