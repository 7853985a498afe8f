import type { FastifyBaseLogger } from 'fastify';
import { linkBase, type Config } from '@server/config';
import { createMailer } from '@server/mail/mailer';
import { createExportMaker } from '@server/modules/export/export-maker';
import { createDispatcher } from '@server/notify/dispatcher';
import type { Services } from '@server/services';
import { createWebhookSender } from '@server/webhook-delivery/webhook-sender';
import type { BackgroundLoop } from './loop';
import { createDueWatch } from './due-watch';
import { loopsOf, makeLoop, watchedOf, type LoopName } from './loops';
import { announce, listenForWakeUps } from './wake-ups';

/**
 * A process's background work (docs/architecture.md §3): the loops its ROLE runs, from the one
 * registry (`LOOPS`), started and stopped together by the server and by `npm run worker`. The
 * senders are made in every role: a web process queues mail, events and exports, and wakes its
 * own loops if it runs them; the rows wait for a worker otherwise.
 */
export function createBackground(deps: {
  config: Config;
  services: Services;
  log: FastifyBaseLogger;
}) {
  const { config, services, log } = deps;
  const { db, secrets } = services;
  // Each sender's own log lines name its loop, as the loops made by the registry do.
  const named = (loop: LoopName) => log.child({ loop });
  const mailer = createMailer({ db, secrets, config: config.mail, log: named('mail') });
  const webhookSender = createWebhookSender({
    db,
    secrets,
    log: named('webhook delivery'),
    ...config.webhooks,
  });
  const dispatcher = createDispatcher({
    db,
    mailer,
    secrets,
    linkBase: linkBase(config),
    quotaDailyUnits: config.posting.quotaDailyUnits,
    log: named('event dispatch'),
    onDeliveries: () => webhookSender.wake(),
  });
  const exportMaker = createExportMaker({ db, log: named('exports') });
  const context = { config, services, log, mailer, dispatcher, webhookSender, exportMaker };
  const started = new Map<LoopName, BackgroundLoop>();
  // A sender's own wake works in a test app that drives it without starting its loop.
  const own: Partial<Record<LoopName, () => void>> = {
    mail: () => mailer.wake(),
    'webhook delivery': () => webhookSender.wake(),
    exports: () => exportMaker.wake(),
  };
  const wakeHere = (name: string) =>
    (own[name as LoopName] ?? (() => started.get(name as LoopName)?.wake()))();
  const listener = listenForWakeUps({
    pool: db.$client,
    wake: wakeHere,
    wakeAll: () => started.forEach((loop) => loop.wake()),
    log: log.child({ loop: 'wake-ups' }),
  });
  const dueWatch = createDueWatch({
    pool: db.$client,
    watched: () => watchedOf([...started.keys()]),
    wake: wakeHere,
    log: log.child({ loop: 'due watch' }),
  });
  /** Wakes the loop here at once and in every process through PostgreSQL (docs/architecture.md §3). */
  const wake = (name: LoopName) => {
    wakeHere(name);
    announce(db.$client, name);
  };

  return {
    mailer,
    dispatcher,
    webhookSender,
    exportMaker,
    /**
     * Starts the loops of this process's role; `only` names others (a test app runs the senders
     * and drives the posting worker itself).
     */
    start(only: readonly LoopName[] = loopsOf(config.role)) {
      for (const name of only) {
        if (started.has(name)) continue;
        const loop = makeLoop(name, context);
        started.set(name, loop);
        loop.start();
      }
      if (!started.size) return;
      listener.start();
      dueWatch.start();
      log.info({ role: config.role, loops: [...started.keys()] }, 'background work started');
    },
    /** Stops every loop started, each waiting for its round under way at most its grace. */
    async stop() {
      const loops = [...started.values()];
      started.clear();
      await Promise.all([listener.stop(), dueWatch.stop(), ...loops.map((loop) => loop.stop())]);
    },
    /** Work was queued for the named loop: wakes it in this process and in every other. */
    wake,
    /** Looks for work to post now, in every worker (a batch was just created or resumed). */
    nudge: () => wake('posting'),
    /** The names of the loops running, for tests and the log. */
    running: () => [...started.keys()],
  };
}
export type Background = ReturnType<typeof createBackground>;
