import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { RESENDS_PER_MINUTE, TEST_EVENT, TEST_EVENTS_PER_MINUTE } from '@core/api/webhooks.schema';
import { createSecretBox, loadSecretKey } from '../security/secret-box';
import { sender } from '../test/api-request';
import { register } from '../test/scenario';
import { TEST_APP_SECRET } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { until } from '../test/worker-process';
import { queueDeliveries } from './delivery.repository';
import { createWebhookSender } from './webhook-sender';

// docs/notifications.md §5 through real HTTP receivers on this machine (WEBHOOKS_ALLOW_PRIVATE),
// at the app's defaults otherwise: 10 s for an answer, 30 s before a retry.
const t = useTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const send = sender(t);

/** A receiver: when each delivery arrived, and how many it held open at most at once. */
interface Receiver {
  url: string;
  arrivals: { eventId: string; at: number }[];
  open: number;
  mostOpen: number;
}
const servers: Server[] = [];
afterAll(() =>
  Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  ),
);

/** `answerAfterMs`: when it answers 200; `null`, never. */
async function receiver(answerAfterMs: number | null): Promise<Receiver> {
  const self: Receiver = { url: '', arrivals: [], open: 0, mostOpen: 0 };
  const server = createServer((req, res) => {
    self.open += 1;
    self.mostOpen = Math.max(self.mostOpen, self.open);
    res.on('close', () => (self.open -= 1));
    req.resume();
    req.on('end', () => {
      self.arrivals.push({ eventId: String(req.headers['x-webhook-id']), at: Date.now() });
      if (answerAfterMs !== null) setTimeout(() => res.end(), answerAfterMs);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return self;
}

async function webhookFor(cookie: string, url: string) {
  const made = await send('POST', '/api/webhooks', cookie, { url, events: ['quota.spent'] });
  expect(made.statusCode).toBe(201);
  return made.json<{ id: string }>().id;
}

/** Test events queued as the route would, past its limit: what a flood the limit stops leaves. */
async function queueTestEvents(workspaceId: string, webhookId: string, count: number) {
  const reader = { language: 'en', timeZone: null, linkBase: 'http://localhost' };
  for (let i = 0; i < count; i++) {
    const createdAt = new Date().toISOString();
    const event = { id: randomUUID(), type: TEST_EVENT, createdAt, data: {} } as const;
    await queueDeliveries(t.db, workspaceId, event, reader, webhookId);
  }
}

describe('an endpoint that never answers', () => {
  it("delays no other user's delivery: B's arrives within 1 s while A's hangs with 20 test events queued", async () => {
    const hanging = await receiver(null);
    const prompt = await receiver(0);
    const a = await register(t, 'a');
    const b = await register(t, 'b');
    const aHook = await webhookFor(a.cookie, hanging.url);
    const bHook = await webhookFor(b.cookie, prompt.url);

    // A sends test events as fast as the page lets them go: the limit refuses the rest.
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(await send('POST', `/api/webhooks/${aHook}/test`, a.cookie));
    expect(answers.filter((r) => r.statusCode === 202)).toHaveLength(TEST_EVENTS_PER_MINUTE);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(20 - TEST_EVENTS_PER_MINUTE);
    expect(refused[0]!.json()).toMatchObject({
      code: 'WEBHOOK_TEST_LIMIT',
      detail: expect.stringMatching(/^\d+$/),
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another workspace cannot send to A's webhook (and its tries are counted apart from A's).
    expect((await send('POST', `/api/webhooks/${aHook}/test`, b.cookie)).statusCode).toBe(404);
    // And as if there were no limit: 20 queued for A's endpoint in all.
    await queueTestEvents(a.workspaceId, aHook, 20 - TEST_EVENTS_PER_MINUTE);
    t.app.webhookSender.wake();
    // A's endpoint holds what the sender gave it before B asks.
    expect(await until(async () => hanging.open > 0, 5_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const asked = Date.now();
    expect((await send('POST', `/api/webhooks/${bHook}/test`, b.cookie)).statusCode).toBe(202);
    await until(async () => prompt.arrivals.length === 1, 15_000);
    expect(prompt.arrivals).toHaveLength(1);
    expect(prompt.arrivals[0]!.at - asked).toBeLessThan(1_000);
    // A's endpoint holds a few attempts at once, never its whole queue.
    expect(hanging.mostOpen).toBe(3);
  });
});

describe('send again', () => {
  it('is limited per webhook and minute, apart from test events, and says when to try again', async () => {
    const prompt = await receiver(0);
    const user = await register(t, 'again');
    const hook = await webhookFor(user.cookie, prompt.url);
    expect((await send('POST', `/api/webhooks/${hook}/test`, user.cookie)).statusCode).toBe(202);
    expect(await until(async () => prompt.arrivals.length === 1, 15_000)).toBe(true);
    const [delivery] = (await send('GET', `/api/webhooks/${hook}/deliveries`, user.cookie)).json<
      { id: string }[]
    >();
    const again = () =>
      send('POST', `/api/webhooks/${hook}/deliveries/${delivery!.id}/resend`, user.cookie);

    for (let i = 0; i < RESENDS_PER_MINUTE; i++) expect((await again()).statusCode).toBe(202);
    const refused = await again();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'WEBHOOK_RESEND_LIMIT',
      detail: expect.stringMatching(/^\d+$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A test event is counted apart: the four left of its five still go.
    expect((await send('POST', `/api/webhooks/${hook}/test`, user.cookie)).statusCode).toBe(202);
    const { rows } = await t.pool.query<{ n: string }>(
      'select count(*) as n from webhook_deliveries where webhook_id = $1',
      [hook],
    );
    expect(Number(rows[0]!.n)).toBe(1 + RESENDS_PER_MINUTE + 1);
  });
});

describe('deliveries taken by two senders at once', () => {
  it("are each sent once per attempt, and a webhook's attempts under way stay within 3 across both", async () => {
    // Only the two senders below deliver here.
    await t.app.webhookSender.stop();
    const user = await register(t);
    const receivers = await Promise.all([receiver(150), receiver(150), receiver(150)]);
    for (const one of receivers) {
      await queueTestEvents(user.workspaceId, await webhookFor(user.cookie, one.url), 8);
    }
    const secrets = createSecretBox(
      await loadSecretKey({ appSecret: TEST_APP_SECRET, dataDir: '/nonexistent' }),
    );
    const senders = [1, 2].map(() =>
      createWebhookSender({
        db: t.db,
        secrets,
        log: t.app.log,
        retryBaseMs: 30_000,
        allowPrivate: true,
        timeoutMs: 10_000,
      }),
    );
    await Promise.all(senders.map((one) => one.runOnce()));

    for (const one of receivers) {
      expect(one.arrivals).toHaveLength(8);
      expect(new Set(one.arrivals.map((arrival) => arrival.eventId)).size).toBe(8);
      expect(one.mostOpen).toBeLessThanOrEqual(3);
    }
    const { rows } = await t.pool.query<{ status: string; attempts: number; leased: boolean }>(
      `select status, attempts, leased_until is not null as leased from webhook_deliveries`,
    );
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(rows.some((row) => row.leased)).toBe(false);
  });
});
