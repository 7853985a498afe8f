import { BACKSTOP_MS } from '../background/loop';
import * as batchState from '../batch-state/batch-state';
import type { Engine, WorkerDeps } from './engine-context';
import * as repo from './posting.repository';
import { createSender } from './send';
import { createVerifier } from './verify';

/**
 * A sleeping worker looks for work on its own at least this often: a batch confirmed or resumed
 * wakes it through PostgreSQL, it sleeps until the next comment falls due, and its process's due
 * watch asks every 5 s whether there is work it was not told of (docs/architecture.md §3).
 */
const IDLE_POLL_MS = BACKSTOP_MS;
/** How soon a worker whose look for the next due time failed looks again. */
const RETRY_AFTER_ERROR_MS = 5000;
/**
 * A stopping worker waits this long for the answers to its sends, then gives up on them: they
 * are looked up on the platform afterwards, so a stop never takes longer nor posts twice.
 */
const STOP_GRACE_MS = 3000;
/**
 * How often a worker asks for a send to look up. Not before every send: at full speed that is a
 * round trip per comment for what is rare; a lost answer waits this much longer at most.
 */
const UNCERTAIN_CHECK_EVERY_MS = 250;
/** Settled-but-unfinished batches are looked for this often (housekeeping, rarely needed). */
const SWEEP_EVERY_MS = 30_000;
/** Scheduled batches that reached their start are queued this often. */
const START_CHECK_EVERY_MS = 1000;

/**
 * The posting worker (docs/posting-engine.md §6): `slots` loops, each first looking up a send
 * whose answer was lost (reads do not wait for pacing), otherwise claiming the next due comment,
 * reserving quota, sending through the platform client and recording the result. The comments
 * table is the queue; any number of workers may run against one database.
 */
export function createWorker(deps: WorkerDeps) {
  const { db, posting, log } = deps;
  let running = false;
  let stopping = new AbortController();
  const engine: Engine = {
    ...deps,
    leaseMs: posting.timeoutMs + posting.verifyDelayMs,
    running: () => running,
    stopSignal: () => stopping.signal,
  };
  const verifyNext = createVerifier(engine);
  const sendNext = createSender(engine);
  const loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const wakeAll = () => [...sleepers].forEach((wake) => wake());
  /** The first slot's wake while it sleeps (the slot that looks for the next due time). */
  let wakeFirstSlot = () => {};
  let sweptAt = 0;
  let startCheckedAt = 0;

  let uncertainCheckedAt = 0;
  /** One look-up, or else one send. False when nothing was due. */
  async function step() {
    if (Date.now() - uncertainCheckedAt >= UNCERTAIN_CHECK_EVERY_MS) {
      if (await verifyNext()) return true;
      uncertainCheckedAt = Date.now();
    }
    return sendNext();
  }

  /**
   * Idle: until the next comment may fall due (a paced channel freeing up), at most a poll. Only
   * the first slot asks the database; the others sleep until it (or a wake-up) finds work, so an
   * idle worker's queries do not grow with its slots.
   */
  async function idle(slot: number) {
    if (slot > 0) return new Promise<void>((resolve) => sleepUntilWoken(resolve, undefined));
    // The database away: asked again in a few seconds, not at the next round of its own.
    const untilDue = await repo.msUntilNextDue(db).catch(() => RETRY_AFTER_ERROR_MS);
    if (!running) return;
    const ms = Math.min(IDLE_POLL_MS, Math.max(0, Math.ceil(untilDue ?? IDLE_POLL_MS)));
    await new Promise<void>((resolve) => (wakeFirstSlot = sleepUntilWoken(resolve, ms)));
  }

  function sleepUntilWoken(resolve: () => void, ms: number | undefined) {
    const wake = () => {
      clearTimeout(timer);
      sleepers.delete(wake);
      resolve();
    };
    const timer = ms === undefined ? undefined : setTimeout(wake, ms);
    sleepers.add(wake);
    return wake;
  }

  async function loop(slot: number) {
    while (running) {
      try {
        if (slot === 0 && Date.now() - sweptAt >= SWEEP_EVERY_MS) {
          sweptAt = Date.now();
          await batchState.settleLeftovers(db);
        }
        if (slot === 0 && Date.now() - startCheckedAt >= START_CHECK_EVERY_MS) {
          startCheckedAt = Date.now();
          await batchState.queueStarted(db);
        }
        if (await step()) {
          // The sleeping slots share the work the first one found. Work another slot did wakes
          // the first, to look again for when the next comment falls due: it may have looked
          // while that slot's claim was not yet committed, found nothing, and gone to sleep for
          // its whole round (a paced test's worker sent 1 of its 3 comments in 15 s so).
          if (slot === 0) wakeAll();
          else wakeFirstSlot();
          continue;
        }
      } catch (error) {
        log.error({ err: error }, 'posting step failed');
      }
      if (running) await idle(slot);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = new AbortController();
      for (let slot = 0; slot < posting.slots; slot++) loops.push(loop(slot));
      log.info({ slots: posting.slots }, 'posting worker started');
    },
    /** Finishes the sends in flight (waiting a few seconds at most for their answers), then stops. */
    async stop() {
      running = false;
      wakeAll();
      const giveUp = setTimeout(() => stopping.abort(), STOP_GRACE_MS);
      await Promise.all(loops.splice(0));
      clearTimeout(giveUp);
    },
    /** Looks for work now (a batch was just created). */
    nudge: wakeAll,
    step,
  };
}
export type Worker = ReturnType<typeof createWorker>;
