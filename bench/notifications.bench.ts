import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { defaultPrefs } from '@core/api/notifications.schema';
import { createDispatcher } from '@server/notify/dispatcher';
import { createLogger } from '@server/logger';
import { createMailer } from '@server/mail/mailer';
import { startMailCatcher } from '@emulator/mail-catcher';
import { createWebhookSender } from '@server/webhook-delivery/webhook-sender';
import { ms, startBenchApp, timeGet, timeRun } from './bench-app';

type App = Awaited<ReturnType<typeof startBenchApp>>;

const NOTIFICATIONS = 100_000;
const USERS = 1_000;

/** 100,000 notifications in the bench user's centre, one a minute, a fifth unread. */
async function fillCentre(t: App) {
  await t.pool.query(
    `insert into notifications (user_id, type, data, created_at, dispatched_at, shown, read_at)
     select $1, 'batch.finished',
       jsonb_build_object('batchId', gen_random_uuid(), 'total', 10, 'posted', 9, 'failed', 1,
         'unconfirmed', 0, 'cancelled', false),
       now() - n * interval '1 minute', now(), true,
       case when n % 5 = 0 then null else now() end
     from generate_series(1, $2) n`,
    [t.userId, NOTIFICATIONS],
  );
  await t.pool.query('analyze notifications');
}

/** The centre's pages by keyset, and the same deep page by OFFSET, its naive alternative. */
async function centre(t: App) {
  await fillCentre(t);
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from notifications where user_id = $1 and shown
      order by created_at desc, id desc offset 50000 limit 1`,
    [t.userId],
  );
  const deep = rows[0]!.id;
  const first = await timeGet(t, '/api/notifications', 100);
  const keyset = await timeGet(t, `/api/notifications?before=${deep}`, 100);
  const count = await timeGet(t, '/api/notifications/unread-count', 100);
  const offset = await timeRun(100, () =>
    t.pool.query(
      `select id, type, data, created_at, read_at from notifications
        where user_id = $1 and shown order by created_at desc, id desc offset 50000 limit 21`,
      [t.userId],
    ),
  );
  return [
    `| the first page (20) | ${ms(first.p50)} | ${ms(first.p95)} |`,
    `| a page 50,000 deep, by keyset (\`before\`) | ${ms(keyset.p50)} | ${ms(keyset.p95)} |`,
    `| the same page by OFFSET (naive, SQL alone) | ${ms(offset.p50)} | ${ms(offset.p95)} |`,
    `| the bell's unread count (20,000 unread, counted up to 100: the bell says 99+) | ${ms(count.p50)} | ${ms(count.p95)} |`,
  ];
}

/**
 * 1,000 users, each with a webhook and an email at once for `batch.finished`, each told of a
 * batch that finished: the dispatcher's round (notifications shown, 1,000 emails queued in the
 * outbox, 1,000 deliveries written), then the sender delivering them to a local receiver.
 */
async function fanOut(t: App) {
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  // The app's own loops would share the work with the ones measured here: stopped first.
  await Promise.all([t.app.dispatcher.stop(), t.app.webhookSender.stop()]);
  const prefs = defaultPrefs();
  prefs.events['batch.finished'] = { inApp: true, email: 'now' };
  const secret = t.services.secrets.seal('whsec_bench');
  await t.pool.query(
    `insert into users (email, email_verified_at, notification_prefs)
     select 'fan-' || n || '@example.com', now(), $1::jsonb from generate_series(1, $2) n`,
    [JSON.stringify(prefs), USERS],
  );
  // Each person's personal workspace (made as the users were: migration 0042) has their id.
  await t.pool.query(
    `insert into webhooks (workspace_id, url, events, secret_sealed)
     select id, $1, '{batch.finished}', $2 from users where email like 'fan-%'`,
    [url, secret],
  );
  await t.pool.query(
    `insert into notifications (user_id, type, data)
     select id, 'batch.finished', jsonb_build_object('batchId', gen_random_uuid(), 'total', 10,
       'posted', 10, 'failed', 0, 'unconfirmed', 0, 'cancelled', false)
     from users where email like 'fan-%'`,
  );
  const log = createLogger({ logLevel: 'warn' });
  // A real SMTP server on this machine; the mailer starts after the dispatch, to time each step.
  const inbox = await startMailCatcher();
  const mailer = createMailer({
    db: t.db,
    secrets: t.services.secrets,
    config: { smtpUrl: inbox.smtpUrl, from: 'bench@localhost', retryBaseMs: 60_000 },
    log,
  });
  const dispatcher = createDispatcher({
    db: t.db,
    mailer,
    secrets: t.services.secrets,
    linkBase: 'https://comments.example.com',
    quotaDailyUnits: 10_000,
    log,
  });
  const sender = createWebhookSender({
    db: t.db,
    secrets: t.services.secrets,
    log,
    retryBaseMs: 30_000,
    allowPrivate: true,
    timeoutMs: 10_000,
  });
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const watch = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 5);
  const dispatchStart = performance.now();
  await dispatcher.runOnce();
  const dispatchMs = performance.now() - dispatchStart;
  const dispatchPeak = heapPeak;
  heapPeak = process.memoryUsage().heapUsed;
  const deliverStart = performance.now();
  await sender.runOnce();
  const deliverMs = performance.now() - deliverStart;
  const deliverPeak = heapPeak;
  heapPeak = process.memoryUsage().heapUsed;
  const mailStart = performance.now();
  mailer.start();
  while (inbox.mails.length < USERS && performance.now() - mailStart < 300_000)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const mailMs = performance.now() - mailStart;
  await mailer.stop();
  clearInterval(watch);
  await inbox.close();
  const { rows } = await t.pool.query<{ mails: number; written: number; deliveries: number }>(
    `select (select count(*)::int from mail_outbox where kind = 'event.batch.finished') as mails,
            (select count(*)::int from webhook_deliveries) as written,
            (select count(*)::int from webhook_deliveries where status = 'delivered') as deliveries`,
  );
  receiver.close();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    `| dispatch: 1,000 notifications shown, ${rows[0]!.mails.toLocaleString('en')} emails queued, ${rows[0]!.written.toLocaleString('en')} deliveries written | ${ms(dispatchMs)} | heap +${mb(dispatchPeak - heapBefore)} at most |`,
    `| delivery: ${rows[0]!.deliveries.toLocaleString('en')} signed POSTs to a local receiver (${received.toLocaleString('en')} received), up to 200 at a time | ${ms(deliverMs)} | heap +${mb(Math.max(0, deliverPeak - heapBefore))} at most |`,
    `| email: the outbox sent to a local SMTP server (${inbox.mails.length.toLocaleString('en')} received, parsed by it in this process), two pooled connections, the 10 claimed at once | ${ms(mailMs)} | heap +${mb(Math.max(0, heapPeak - heapBefore))} at most |`,
  ];
}

export async function notificationsBenchmark() {
  const t = await startBenchApp();
  try {
    const pages = await centre(t);
    const fan = await fanOut(t);
    return [
      '## Notifications and webhooks (`notifications.bench.ts`)',
      '',
      `The centre with ${NOTIFICATIONS.toLocaleString('en')} notifications of one user (\`GET /api/notifications\` through the app, 100 runs each; docs/notifications.md §3):`,
      '',
      '| request | p50 | p95 |',
      '| --- | --- | --- |',
      ...pages,
      '',
      `One \`batch.finished\` for each of ${USERS.toLocaleString('en')} users, each with a webhook and emails at once (docs/notifications.md §5):`,
      '',
      '| step | time | memory |',
      '| --- | --- | --- |',
      ...fan,
    ].join('\n');
  } finally {
    await t.close();
  }
}
