import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config, Role } from '@server/config';
import { FOLD_PENDING, foldCountChanges } from '@server/db/tallies';
import { createHousekeeping, createSearchIndexUpkeep } from '@server/housekeeping';
import type { Mailer } from '@server/mail/mailer';
import { createDetailsRefresher } from '@server/modules/details-refresh/details-refresher';
import type { ExportMaker } from '@server/modules/export/export-maker';
import { createReadinessChecker } from '@server/modules/readiness/readiness-checker';
import type { Dispatcher } from '@server/notify/dispatcher';
import { createWorker } from '@server/posting/worker';
import type { Services } from '@server/services';
import { createVisibilityChecker } from '@server/visibility/visibility-checker';
import type { WebhookSender } from '@server/webhook-delivery/webhook-sender';
import { MAIL_DUE } from '@server/mail/mail-outbox.repository';
import { EXPORTS_DUE } from '@server/modules/export/export.repository';
import { READINESS_DUE } from '@server/modules/readiness/readiness.service';
import { EVENTS_DUE } from '@server/notify/notify.repository';
import { POSTING_DUE } from '@server/posting/posting.repository';
import { DELIVERIES_DUE } from '@server/webhook-delivery/delivery.repository';
import { asLoop, BACKSTOP_MS, createLoop, type BackgroundLoop } from './loop';

/** What a loop is made from: the process's services, and the senders the HTTP app also holds. */
export interface LoopContext {
  config: Config;
  services: Services;
  /** The process's log, with the loop's name on every line. */
  log: FastifyBaseLogger;
  mailer: Mailer;
  dispatcher: Dispatcher;
  webhookSender: WebhookSender;
  exportMaker: ExportMaker;
}

/**
 * `once`: one process at a time runs it (each round holds an advisory lock); `many`: every
 * process of its roles runs it, the rows it works on shared out by leases and row locks.
 */
export type LoopRuns = 'once' | 'many';

interface LoopSpec {
  name: string;
  roles: readonly Role[];
  runs: LoopRuns;
  /**
   * SQL that is true when the loop has work now: its process's due watch asks it every 5 s
   * (`due-watch.ts`), and the loop's own rounds come only every 5 minutes. Unset: the loop keeps its
   * own rounds (slow ones, of minutes).
   */
  due?: string;
  /** `once` is the pool whose advisory lock a `once` loop's rounds hold. */
  make: (context: LoopContext, once: pg.Pool | undefined) => BackgroundLoop;
}

/** Background work belongs to worker processes; a web process serves and runs none of it. */
const BACKGROUND: readonly Role[] = ['worker', 'all'];

/**
 * Batch count changes are folded this often while there are some: the log read beside the counts
 * stays a few rows per batch, whatever its size (migration 0010).
 */
const FOLD_EVERY_MS = 1000;
/**
 * With nothing to fold (one query, no lock) or another process folding, the next look of its own
 * is this much later: the due watch wakes it when changes come (docs/architecture.md §3).
 */
const FOLD_IDLE_MS = BACKSTOP_MS;

/**
 * Every background loop, once (docs/architecture.md §3): its name (in its log lines), the roles
 * whose processes run it and how many may run at once.
 */
export const LOOPS = [
  {
    name: 'posting',
    roles: BACKGROUND,
    runs: 'many',
    due: POSTING_DUE,
    make: ({ services, log }) => {
      const worker = createWorker({ ...services, log });
      return asLoop('posting', { ...worker, wake: worker.nudge });
    },
  },
  {
    name: 'details refresh',
    roles: BACKGROUND,
    runs: 'many',
    make: ({ services, log }) =>
      asLoop('details refresh', createDetailsRefresher({ ...services, log })),
  },
  {
    name: 'visibility checks',
    roles: BACKGROUND,
    runs: 'many',
    make: ({ services, log }) =>
      asLoop('visibility checks', createVisibilityChecker({ ...services, log })),
  },
  {
    name: 'readiness',
    roles: BACKGROUND,
    runs: 'many',
    due: READINESS_DUE,
    make: ({ services, log }) => asLoop('readiness', createReadinessChecker({ ...services, log })),
  },
  {
    name: 'mail',
    roles: BACKGROUND,
    runs: 'many',
    due: MAIL_DUE,
    make: ({ mailer }) => asLoop('mail', mailer),
  },
  {
    name: 'event dispatch',
    roles: BACKGROUND,
    runs: 'many',
    due: EVENTS_DUE,
    make: ({ dispatcher }) => asLoop('event dispatch', dispatcher),
  },
  {
    name: 'webhook delivery',
    roles: BACKGROUND,
    runs: 'many',
    due: DELIVERIES_DUE,
    make: ({ webhookSender }) => asLoop('webhook delivery', webhookSender),
  },
  {
    name: 'exports',
    roles: BACKGROUND,
    runs: 'many',
    due: EXPORTS_DUE,
    make: ({ exportMaker }) => asLoop('exports', exportMaker),
  },
  {
    name: 'tally folding',
    roles: BACKGROUND,
    runs: 'once',
    due: FOLD_PENDING,
    make: ({ services, log }, once) =>
      createLoop({
        name: 'tally folding',
        round: () => foldCountChanges(services.db),
        everyMs: FOLD_EVERY_MS,
        log,
        once,
        onlyIf: FOLD_PENDING,
        skippedEveryMs: FOLD_IDLE_MS,
      }),
  },
  {
    name: 'housekeeping',
    roles: BACKGROUND,
    runs: 'once',
    make: ({ services, log }, once) => createHousekeeping(services.db, log, once),
  },
  {
    name: 'search-index upkeep',
    roles: BACKGROUND,
    runs: 'once',
    make: ({ services, log }, once) => createSearchIndexUpkeep(services.db, log, once),
  },
] as const satisfies readonly LoopSpec[];

export type LoopName = (typeof LOOPS)[number]['name'];

/** The loops a process of this role runs. */
export const loopsOf = (role: Role): LoopName[] =>
  LOOPS.filter((loop) => loop.roles.includes(role)).map((loop) => loop.name);

/** Makes the named loop, with its advisory lock when it runs once across processes. */
export function makeLoop(name: LoopName, context: LoopContext): BackgroundLoop {
  const spec: LoopSpec = LOOPS.find((loop) => loop.name === name)!;
  const log = context.log.child({ loop: name });
  return spec.make(
    { ...context, log },
    spec.runs === 'once' ? context.services.db.$client : undefined,
  );
}

/** The loops among `names` that the due watch looks after, with their questions. */
export const watchedOf = (names: readonly LoopName[]) =>
  names.flatMap((name) => {
    const spec: LoopSpec = LOOPS.find((loop) => loop.name === name)!;
    return spec.due ? [{ name, due: spec.due }] : [];
  });
