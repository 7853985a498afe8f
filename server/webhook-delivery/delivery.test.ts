import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { postingHelpers } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';

// docs/notifications.md §5 through a real HTTP receiver on this machine (WEBHOOKS_ALLOW_PRIVATE).
interface Received {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
/** What the receiver answers next, in order; then 200. `hang`: no answer at all. */
let answers: (number | 'hang')[] = [];
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      res.writeHead(answer, answer >= 300 && answer < 400 ? { location: '/moved' } : {}).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(
  () =>
    new Promise((resolve) => {
      receiver.closeAllConnections();
      receiver.close(resolve);
    }),
);
beforeEach(() => {
  received.length = 0;
  answers = [];
});

const t = usePlatformTestApp({
  env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_TIMEOUT_MS: '500' },
});
const { send, setUp, launchText, drain } = postingHelpers(t);

/** The README's ten lines, as a receiver would check a delivery. */
function verifySignature(secret: string, delivery: Received) {
  const timestamp = String(delivery.headers['x-webhook-timestamp']);
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${delivery.body}`)
    .digest('hex');
  return delivery.headers['x-webhook-signature'] === `sha256=${expected}`;
}

async function finishedBatch(user: Awaited<ReturnType<typeof setUp>>) {
  const batch = await launchText(user.cookie, user.accountIds, user.videoIds.slice(0, 1), 'Hook');
  await drain(user.cookie, batch.id);
  await t.app.dispatcher.runOnce();
  return batch;
}
type Delivery = { eventId: string; status: string; attempts: number; statusCode: number | null };
const deliveriesOf = async (cookie: string, id: string) =>
  (await send('GET', `/api/webhooks/${id}/deliveries`, cookie)).json<Delivery[]>();

describe('webhooks', () => {
  it('are made with a secret shown once, and another user sees none of them', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const other = await setUp([DEMO_CHANNEL.bobBuilds], []);
    const made = await send('POST', '/api/webhooks', user.cookie, {
      url: receiverUrl,
      events: ['batch.finished', 'quota.spent'],
    });
    expect(made.statusCode).toBe(201);
    const { id, secret } = made.json<{ id: string; secret: string }>();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await send('GET', '/api/webhooks', user.cookie);
    expect(listed.body).not.toContain(secret);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id, url: receiverUrl, format: 'json', enabled: true }),
    ]);
    const { rows } = await t.pool.query('select secret_sealed from webhooks where id = $1', [id]);
    expect(rows[0].secret_sealed).not.toContain(secret);

    expect((await send('GET', '/api/webhooks', other.cookie)).json()).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${id}`, undefined],
      ['GET', `/api/webhooks/${id}/deliveries`, undefined],
      ['POST', `/api/webhooks/${id}/test`, undefined],
    ] as const) {
      expect((await send(method, url, other.cookie, body)).statusCode).toBe(404);
    }
    const patched = await send('PATCH', `/api/webhooks/${id}`, user.cookie, { enabled: false });
    expect(patched.json()).toMatchObject({ enabled: false });
    expect((await send('DELETE', `/api/webhooks/${id}`, user.cookie)).statusCode).toBe(204);
    expect((await send('GET', '/api/webhooks', user.cookie)).json()).toEqual([]);
  });

  it('deliver a finished batch signed, with the event id of the centre', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    const { secret } = (
      await send('POST', '/api/webhooks', user.cookie, {
        url: receiverUrl,
        events: ['batch.finished'],
      })
    ).json<{ secret: string }>();
    const batch = await finishedBatch(user);
    await t.app.webhookSender.runOnce();

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(verifySignature(secret, delivery!)).toBe(true);
    expect(verifySignature('whsec_wrong', delivery!)).toBe(false);
    const body = JSON.parse(delivery!.body) as Record<string, unknown>;
    const centre = (await send('GET', '/api/notifications', user.cookie)).json<{
      items: { id: string }[];
    }>();
    expect(body).toEqual({
      id: centre.items[0]!.id,
      type: 'batch.finished',
      createdAt: expect.any(String),
      data: { batchId: batch.id, total: 1, posted: 1, failed: 0, unconfirmed: 0, cancelled: false },
    });
    expect(delivery!.headers['x-webhook-id']).toBe(body.id);
    expect(delivery!.headers['content-type']).toBe('application/json');
    const stamp = Number(delivery!.headers['x-webhook-timestamp']);
    expect(Math.abs(stamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it('retry while the receiver answers 500 or does not answer, with the same id, until it takes it', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    const { id } = (
      await send('POST', '/api/webhooks', user.cookie, {
        url: receiverUrl,
        events: ['batch.finished'],
      })
    ).json<{ id: string }>();
    answers = [500, 'hang', 503];
    await finishedBatch(user);
    for (let i = 0; i < 4; i++) {
      await t.app.webhookSender.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 250)); // past the back-off
    }
    expect(received.length).toBe(4);
    expect(new Set(received.map((r) => r.headers['x-webhook-id'])).size).toBe(1);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    const [log] = await deliveriesOf(user.cookie, id);
    expect(log).toMatchObject({ status: 'delivered', attempts: 4, statusCode: 200 });
  });

  it('record a receiver that never answers as a timeout, cut at the time allowed', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const { id } = (
      await send('POST', '/api/webhooks', user.cookie, {
        url: receiverUrl,
        events: ['quota.spent'],
      })
    ).json<{ id: string }>();
    // The app's own sender tries again beside the test's round (50 ms later here): it hangs too.
    answers = Array<'hang'>(20).fill('hang');
    expect((await send('POST', `/api/webhooks/${id}/test`, user.cookie)).statusCode).toBe(202);
    await t.app.webhookSender.runOnce();
    const [log] = (await send('GET', `/api/webhooks/${id}/deliveries`, user.cookie)).json<
      (Delivery & { errorCode: string; durationMs: number })[]
    >();
    expect(log).toMatchObject({ status: 'pending', statusCode: null, errorCode: 'timeout' });
    expect(log!.durationMs).toBeGreaterThanOrEqual(500);
    expect(log!.durationMs).toBeLessThan(2_000);
  });

  it('send again and send a test event from the log', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    // A path of its own: an earlier test's delivery still retrying reaches the same receiver
    // whenever the app's sender is woken, and is not this test's.
    const path = '/hook/again';
    const { id, secret } = (
      await send('POST', '/api/webhooks', user.cookie, {
        url: `${receiverUrl}/again`,
        events: ['batch.finished'],
        format: 'slack',
      })
    ).json<{ id: string; secret: string }>();
    const ours = () => received.filter((r) => r.url === path);
    await finishedBatch(user);
    await t.app.webhookSender.runOnce();
    const [first] = await deliveriesOf(user.cookie, id);
    const again = await send(
      'POST',
      `/api/webhooks/${id}/deliveries/${(first as { id?: string }).id}/resend`,
      user.cookie,
    );
    expect(again.statusCode).toBe(202);
    expect((await send('POST', `/api/webhooks/${id}/test`, user.cookie)).statusCode).toBe(202);
    await t.app.webhookSender.runOnce();
    // The app's own sender, woken by the requests, may have sent the last two in either order.
    expect(ours()).toHaveLength(3);
    const [batchEvent, ...later] = ours();
    const test = later.find((r) =>
      (JSON.parse(r.body) as { text: string }).text.includes('a test event'),
    );
    const resent = later.find((r) => r !== test);
    expect(test).toBeDefined();
    expect(resent!.headers['x-webhook-id']).toBe(batchEvent!.headers['x-webhook-id']);
    expect(JSON.parse(batchEvent!.body)).toEqual({
      text: expect.stringMatching(/^A batch of 1 comment has finished: 1 posted, 0 failed\. http/),
    });
    expect(ours().every((r) => verifySignature(secret, r))).toBe(true);
    expect((await deliveriesOf(user.cookie, id)).map((d) => d.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it('take a redirect as an answer, not a success, give up after 24 hours, and write Discord its content', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    const { id } = (
      await send('POST', '/api/webhooks', user.cookie, {
        url: receiverUrl,
        events: ['batch.finished'],
        format: 'discord',
      })
    ).json<{ id: string }>();
    // The receiver redirects every time. The app's own sender runs beside the test's rounds
    // (retries come 50 ms apart here): how many tries there were is not what is checked.
    answers = Array<number>(100).fill(302);
    await finishedBatch(user);
    await t.app.webhookSender.runOnce();
    // Never followed: every request the receiver saw was at the address given.
    expect(received.length).toBeGreaterThan(0);
    expect(new Set(received.map((r) => r.url))).toEqual(new Set(['/hook']));
    expect(JSON.parse(received[0]!.body)).toEqual({
      content: expect.stringMatching(/^A batch of 1 comment has finished: 1 posted, 0 failed\./),
    });
    expect((await deliveriesOf(user.cookie, id))[0]).toMatchObject({
      status: 'pending',
      statusCode: 302,
    });
    // A day after it was made, the next refusal ends it: failed, and not tried again.
    answers = Array<number>(100).fill(500);
    await t.pool.query(
      `update webhook_deliveries set created_at = now() - interval '24 hours',
                                     next_attempt_at = now()`,
    );
    await t.app.webhookSender.runOnce();
    await expect
      .poll(async () => (await deliveriesOf(user.cookie, id))[0])
      .toMatchObject({ status: 'failed', statusCode: 500 });
    const seen = received.length;
    await new Promise((resolve) => setTimeout(resolve, 300)); // several retry intervals
    await t.app.webhookSender.runOnce();
    expect(received).toHaveLength(seen);
  });
});
