import { DAILY_CAP, PACING_SECONDS } from '@core/api/limits';
import { INSERT_COST, nextQuotaReset, quotaDayStart } from '@core/posting/quota-day';
import { channelWindows, nextOpening } from '@core/time/posting-windows';
import * as batchState from '../batch-state/batch-state';
import { withChannel } from '../channel-access/channel-access';
import { databaseNow } from '../db/database-clock';
import { PlatformError } from '../platform/platform-error';
import * as ledger from '../quota-ledger/quota-ledger';
import { writeWhileLeased, type Engine } from './engine-context';
import * as repo from './posting.repository';
import {
  ANSWER_LOST,
  backoffMs,
  MAX_ATTEMPTS,
  PAUSE_AFTER_FAILURES,
  TOO_MANY_ATTEMPTS,
} from './retry-policy';
import * as result from './send-result.repository';
import { googleWords, platformFailure } from './failures';

/**
 * docs/schedules.md: when the channel's windows open next, if they are closed now; undefined when
 * it may post now.
 */
function windowOpening(claimed: repo.ClaimedComment, now: Date) {
  const windows = channelWindows(claimed);
  if (!windows) return undefined;
  const opening = nextOpening(windows, now.getTime());
  if (opening === now.getTime()) return undefined;
  // Windows that never open (refused when saved) hold the channel a week at a time.
  return new Date(opening ?? now.getTime() + 7 * 86_400_000);
}

interface SendJob {
  claimed: repo.ClaimedComment;
  attempt: number;
  /** The insert's units, taken in the claim: given back if it never reaches Google. */
  charge: ledger.Charge;
  /** The credential's daily units (its own or the server's): what a spent day stands at. */
  limit: number;
  /** Real time after which nothing of this send can be in flight (its lease ends soon after). */
  deadline: number;
}

type Outcome = { kind: 'posted'; commentId: string } | { kind: 'failed'; error: PlatformError };

/** The send side of the worker: claim a due comment, send it once, record what came back. */
export function createSender(engine: Engine) {
  const { db, posting, log } = engine;

  /** Claims and reserves in one transaction: either the send is ours and paid for, or nothing. */
  async function claim(): Promise<SendJob | 'deferred' | undefined> {
    return db.transaction(async (tx) => {
      const claimed = await repo.lockNextDue(tx, {
        pacingSeconds: PACING_SECONDS.default,
        dailyCap: DAILY_CAP.default,
      });
      if (!claimed) return undefined;
      // The database's instant: every process's sends agree on leases, pacing and quota days.
      const { now } = claimed;
      const opening = windowOpening(claimed, now);
      if (opening) {
        await repo.holdForWindow(tx, claimed.accountId, opening);
        return 'deferred' as const;
      }
      if ((await repo.sentSince(tx, claimed.accountId, quotaDayStart(now))) >= claimed.dailyCap) {
        await repo.deferComment(tx, claimed.id, nextQuotaReset(now));
        return 'deferred' as const;
      }
      const limit = ledger.ownLimits(claimed, posting).quotaDailyUnits;
      const charge = await ledger.reserve(tx, claimed.credentialId, INSERT_COST, { now, limit });
      if (!charge) {
        await repo.deferComment(tx, claimed.id, nextQuotaReset(now));
        return 'deferred' as const;
      }
      await repo.startSend(tx, claimed, {
        pacingSeconds: claimed.pacingSeconds,
        leaseMs: engine.leaseMs,
        now,
      });
      return {
        claimed,
        attempt: claimed.attempts + 1,
        charge,
        limit,
        deadline: Date.now() + posting.timeoutMs,
      };
    });
  }

  /** One insert through the channel's grant, cut off at the deadline whatever it is waiting for. */
  async function send(job: SendJob): Promise<Outcome> {
    const { claimed } = job;
    // Cut off at the deadline, or when a stopping worker stops waiting (one timer and one
    // listener, both removed after: a send must not leave anything behind on the worker's signal).
    const cutOff = new AbortController();
    const abort = () => cutOff.abort();
    const timer = setTimeout(abort, Math.max(0, job.deadline - Date.now()));
    const stop = engine.stopSignal();
    stop.addEventListener('abort', abort);
    if (stop.aborted) abort();
    const signal = cutOff.signal;
    try {
      return await withChannel(
        engine,
        claimed.grant,
        async (session) => {
          // An answer goes into its thread (docs/replies.md §3), a comment onto its video.
          const posted = claimed.parentId
            ? await session.insertReply(claimed.parentId, claimed.content, signal)
            : await session.insertComment(claimed.videoId, claimed.content, signal);
          return { kind: 'posted', commentId: posted.commentId } as const;
        },
        claimed.credential,
      );
    } catch (error) {
      if (error instanceof PlatformError) return { kind: 'failed', error };
      // Something of ours broke mid-send: whether the comment exists is unknown, so look first.
      log.error({ err: error, commentId: claimed.id }, 'send failed unexpectedly');
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'failed', error: new PlatformError('unknownOutcome', 'internal', message) };
    } finally {
      clearTimeout(timer);
      stop.removeEventListener('abort', abort);
    }
  }

  async function record(job: SendJob, outcome: Outcome) {
    const { claimed, attempt, charge } = job;
    await db.transaction(async (tx) => {
      const now = await databaseNow(tx);
      if (outcome.kind === 'posted') {
        await result.recordPosted(tx, claimed, attempt, outcome.commentId, now);
      } else {
        await result.paceAfterAnswer(tx, claimed.accountId, claimed.pacingSeconds, now);
        const { error } = outcome;
        const failure = platformFailure(error);
        switch (error.kind) {
          case 'transient':
            if (attempt >= MAX_ATTEMPTS) {
              await result.recordFailed(
                tx,
                claimed,
                attempt,
                {
                  reason: TOO_MANY_ATTEMPTS,
                  params: { count: attempt },
                  platformMessage: googleWords(error),
                },
                PAUSE_AFTER_FAILURES,
              );
            } else {
              await result.recordRetry(tx, claimed, attempt, {
                delayMs: backoffMs(attempt, posting.retryBaseMs),
                failure,
                now,
              });
            }
            break;
          case 'unknownOutcome':
            // The comment may exist: it is looked for once the platform is surely done with it.
            await result.recordUncertain(tx, claimed, attempt, {
              delayMs: posting.verifyDelayMs,
              failure: { reason: ANSWER_LOST },
              now,
            });
            break;
          case 'quota':
            await ledger.exhaust(tx, charge, job.limit);
            await result.recordWaiting(tx, claimed, attempt, nextQuotaReset(now), failure);
            break;
          case 'reauth':
            // The channel is now "reconnect needed"; its comments wait for the reconnection.
            await ledger.refund(tx, charge);
            await result.recordWaiting(tx, claimed, attempt, null, failure);
            break;
          case 'permanent':
            await result.recordFailed(tx, claimed, attempt, failure, PAUSE_AFTER_FAILURES);
            break;
        }
      }
      await batchState.settle(tx, claimed.batchId);
    });
  }

  /** One claim, send and record; false when nothing was due. */
  return async function sendNext() {
    const job = await claim();
    if (!job) return false;
    if (job === 'deferred') return true;
    const outcome = await send(job);
    // The answer is known only here: worth waiting for the database, up to the lease's end.
    await writeWhileLeased(engine, job.deadline + posting.verifyDelayMs, () =>
      record(job, outcome),
    );
    return true;
  };
}
