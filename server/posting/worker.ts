import type { FastifyBaseLogger } from 'fastify';
import { DAILY_CAP, PACING_SECONDS } from '../../core/api/limits';
import { INSERT_COST, nextQuotaReset, quotaDay, quotaDayStart } from '../../core/posting/quota-day';
import type { Config } from '../config';
import type { Tx } from '../db/transaction';
import { findAccountById } from '../modules/accounts/accounts.repository';
import { withChannel, type AccountDeps } from '../modules/accounts/accounts.service';
import { logActivity } from '../modules/activity/activity.repository';
import { PlatformError } from '../platform/platform-error';
import * as repo from './posting.repository';
import * as quota from './quota.repository';

/** DESIGN.md §4: bounded attempts for transient failures. */
const MAX_ATTEMPTS = 5;
/** DESIGN.md §6: a channel pauses after this many failures in a row. */
const PAUSE_AFTER_FAILURES = 5;
/** Verifying a lost answer reads commentThreads.list: one unit. */
const VERIFY_COST = 1;
const IDLE_POLL_MS = 500;
const MAX_BACKOFF_MS = 15 * 60_000;

export interface WorkerDeps extends AccountDeps {
  posting: Config['posting'];
  log: FastifyBaseLogger;
  /**
   * The worker's time: what is due, the pacing, the quota day and its reset all follow it. Tests
   * move it to midnight Pacific; the database's own clock only stamps updated_at.
   */
  clock?: () => Date;
}

interface Job {
  claimed: repo.ClaimedComment;
  attempt: number;
  day: string;
  key: string;
}

type Outcome = { kind: 'posted'; commentId: string } | { kind: 'failed'; error: PlatformError };

/** Exponential backoff with jitter (0.5x to 1.5x), capped. */
export function backoffMs(attempt: number, baseMs: number) {
  const plain = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.5 + Math.random()));
}

/**
 * The posting worker (DESIGN.md §4): `slots` loops, each claiming the next due comment, reserving
 * quota, sending through the platform client and recording the result. The comments table is
 * the queue; any number of workers may run against one database.
 */
export function createWorker(deps: WorkerDeps) {
  const { db, posting, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  let running = false;
  const loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const wakeAll = () => [...sleepers].forEach((wake) => wake());
  let staleCheckedAt = 0;

  /** Claims and reserves in one transaction: either the send is ours and paid for, or nothing. */
  async function claim(): Promise<Job | 'deferred' | undefined> {
    return db.transaction(async (tx) => {
      const now = clock();
      const claimed = await repo.lockNextDue(
        tx,
        { pacingSeconds: PACING_SECONDS.default, dailyCap: DAILY_CAP.default },
        now,
      );
      if (!claimed) return undefined;
      if ((await repo.postedSince(tx, claimed.accountId, quotaDayStart(now))) >= claimed.dailyCap) {
        await repo.deferComment(tx, claimed.id, nextQuotaReset(now));
        return 'deferred' as const;
      }
      const cost = INSERT_COST + (claimed.verifyBeforeSend ? VERIFY_COST : 0);
      const key = quota.credentialKey(claimed.credentialId);
      if (!(await quota.reserveQuota(tx, key, quotaDay(now), cost, posting.quotaDailyUnits))) {
        await repo.deferComment(tx, claimed.id, nextQuotaReset(now));
        return 'deferred' as const;
      }
      await repo.startSend(tx, claimed, claimed.pacingSeconds, now);
      return { claimed, attempt: claimed.attempts + 1, day: quotaDay(now), key };
    });
  }

  /** Sends (or first looks for a send that may have happened), through the channel's grant. */
  async function send(claimed: repo.ClaimedComment, since: Date): Promise<Outcome> {
    const account = await findAccountById(db, claimed.accountId);
    if (!account) {
      return {
        kind: 'failed',
        error: new PlatformError('permanent', 'channelGone', 'The channel was disconnected.'),
      };
    }
    try {
      return await withChannel(deps, account, async (session) => {
        if (claimed.verifyBeforeSend) {
          const recent = await session.recentComments(claimed.videoId);
          const known = await repo.knownPlatformIds(
            db,
            recent.map((c) => c.commentId),
          );
          const found = recent.find(
            (c) =>
              c.channelId === claimed.channelId &&
              c.text === claimed.content &&
              !known.has(c.commentId) &&
              new Date(c.publishedAt).getTime() >= since.getTime() - 60_000,
          );
          if (found) return { kind: 'posted', commentId: found.commentId } as const;
        }
        const posted = await session.insertComment(claimed.videoId, claimed.content);
        return { kind: 'posted', commentId: posted.commentId } as const;
      });
    } catch (error) {
      if (error instanceof PlatformError) return { kind: 'failed', error };
      // Something of ours broke mid-send: whether the comment exists is unknown, so look first.
      log.error({ err: error, commentId: claimed.id }, 'send failed unexpectedly');
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'failed', error: new PlatformError('unknownOutcome', 'internal', message) };
    }
  }

  async function record(job: Job, outcome: Outcome) {
    const { claimed, attempt, day, key } = job;
    const now = clock();
    await db.transaction(async (tx) => {
      if (outcome.kind === 'posted') {
        await repo.recordPosted(tx, claimed, attempt, outcome.commentId, now);
      } else {
        const { error } = outcome;
        switch (error.kind) {
          case 'transient':
            if (attempt >= MAX_ATTEMPTS) {
              await repo.recordFailed(
                tx,
                claimed,
                attempt,
                `Gave up after ${attempt} attempts: ${error.message}`,
                PAUSE_AFTER_FAILURES,
              );
            } else {
              await repo.recordRetry(tx, claimed, attempt, {
                delayMs: backoffMs(attempt, posting.retryBaseMs),
                verify: claimed.verifyBeforeSend,
                message: error.message,
                now,
              });
            }
            break;
          case 'unknownOutcome':
            // The comment may exist: look for it before any new send.
            await repo.recordRetry(tx, claimed, attempt, {
              delayMs: backoffMs(1, posting.retryBaseMs),
              verify: true,
              message: error.message,
              now,
            });
            break;
          case 'quota':
            await quota.exhaustQuota(tx, key, day, posting.quotaDailyUnits);
            await repo.recordWaiting(tx, claimed, attempt, nextQuotaReset(now), error.message);
            break;
          case 'reauth':
            // The channel is now "reconnect needed"; its comments wait for the reconnection.
            await quota.refundQuota(tx, key, day, INSERT_COST);
            await repo.recordWaiting(tx, claimed, attempt, null, error.message);
            break;
          case 'permanent':
            await repo.recordFailed(tx, claimed, attempt, error.message, PAUSE_AFTER_FAILURES);
            break;
        }
      }
      await finishBatch(tx, claimed.batchId);
    });
  }

  /** Done (and logged once) when nothing of the batch is left to post. */
  async function finishBatch(tx: Tx, batchId: string) {
    const finished = await repo.finishIfComplete(tx, batchId);
    if (finished) {
      await logActivity(tx, {
        userId: finished.userId,
        type: 'batch_commenting',
        details: { success: finished.posted, failed: finished.failed, total: finished.total },
      });
    }
  }

  /** Rare housekeeping: sends of a worker that died go back to the queue; settled batches end. */
  async function sweep() {
    await repo.requeueStale(db, posting.staleAfterMs, clock());
    for (const batchId of await repo.settledUnfinishedBatches(db)) {
      await db.transaction((tx) => finishBatch(tx, batchId));
    }
  }

  /** One claim, send and record. False when nothing was due. */
  async function step() {
    const job = await claim();
    if (!job) return false;
    if (job === 'deferred') return true;
    const since = clock();
    const outcome = await send(job.claimed, since);
    await record(job, outcome);
    return true;
  }

  /** Idle: until the next comment may fall due (a paced channel freeing up), at most a poll. */
  async function idle() {
    const untilDue = await repo.msUntilNextDue(db, clock()).catch(() => undefined);
    if (!running) return;
    const ms = Math.min(IDLE_POLL_MS, Math.max(0, Math.ceil(untilDue ?? IDLE_POLL_MS)));
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  async function loop(slot: number) {
    while (running) {
      try {
        // Stale sends are rare (a worker died): looked for a few times per stale period.
        if (slot === 0 && Date.now() - staleCheckedAt >= posting.staleAfterMs / 4) {
          staleCheckedAt = Date.now();
          await sweep();
        }
        if (await step()) continue;
      } catch (error) {
        log.error({ err: error }, 'posting step failed');
      }
      if (running) await idle();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      for (let slot = 0; slot < posting.slots; slot++) loops.push(loop(slot));
      log.info({ slots: posting.slots }, 'posting worker started');
    },
    /** Finishes the sends in flight, then stops. */
    async stop() {
      running = false;
      wakeAll();
      await Promise.all(loops.splice(0));
    },
    /** Looks for work now (a batch was just created). */
    nudge: wakeAll,
    step,
  };
}
export type Worker = ReturnType<typeof createWorker>;
