#!/usr/bin/env node
// docs/api.md §5: the API as a script calls it, from start to end, with an API token. Node 20 or
// later, nothing to install. Against the demo (`npm run demo`), as `npm test` runs it:
//
//   MCM_URL=http://localhost:5000 MCM_TOKEN=mcm_… MCM_VIDEO=dQw4w9WgXcQ \
//     node docs/examples/api-walkthrough.mjs
//
// The token needs the scopes read, videos:write, batches:write and webhooks:write (Account >
// API tokens). It POSTS A COMMENT from your first active channel on MCM_VIDEO: run it against
// the demo, whose YouTube is the emulator, unless you mean it.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const base = (process.env.MCM_URL ?? 'http://localhost:5000').replace(/\/$/, '');
const token = process.env.MCM_TOKEN;
const videoId = process.env.MCM_VIDEO;
if (!token || !videoId) {
  console.error('Set MCM_TOKEN (an API token) and MCM_VIDEO (the id of a video to comment on).');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One API call; an error answer throws with its code and sentence. A busy server (503) or the
 * token's rate limit (429) says when to come back (Retry-After): the call is sent again then, a
 * few times. Safe for the writes here, as each carries an Idempotency-Key (docs/api.md §4).
 */
async function api(method, path, body, headers = {}) {
  let response;
  for (let attempt = 1; ; attempt++) {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (![429, 503].includes(response.status) || attempt === 5) break;
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${data?.code}: ${data?.message}`);
  }
  return { data, replayed: response.headers.get('idempotent-replayed') === 'true' };
}

/** docs/notifications.md §5: HMAC-SHA256 of "timestamp.body" with the webhook's secret. */
function signedBy(secret, timestamp, body, signature) {
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

/** A receiver on this machine for the webhook; each event's body is checked before it counts. */
async function startReceiver() {
  const events = [];
  const receiver = { secret: '', events };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const timestamp = request.headers['x-webhook-timestamp'] ?? '';
      const signature = request.headers['x-webhook-signature'] ?? '';
      const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
      if (!fresh || !signedBy(receiver.secret, timestamp, body, signature)) {
        response.writeHead(401).end();
        return;
      }
      events.push(JSON.parse(body));
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${server.address().port}/mcm-events`;
  receiver.close = () => new Promise((resolve) => server.close(resolve));
  return receiver;
}

async function until(what, check, seconds = 120) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(500)) {
    const found = await check();
    if (found) return found;
  }
  throw new Error(`${what}: not within ${seconds} seconds`);
}

const receiver = await startReceiver();
let webhookId;
try {
  // 1. Who the token acts for.
  const { data: me } = await api('GET', '/api/account');
  console.log(`1. Acting as ${me.email}.`);

  // 2. A webhook for finished batches; its secret is shown this once.
  const { data: hook } = await api(
    'POST',
    '/api/webhooks',
    { url: receiver.url, events: ['batch.finished'] },
    { 'idempotency-key': randomUUID() },
  );
  receiver.secret = hook.secret;
  webhookId = hook.id;
  console.log(`2. Webhook ${hook.id} calls ${receiver.url}.`);

  // 3. The video, saved to the collection (saving it again changes nothing).
  const { data: saved } = await api(
    'POST',
    '/api/videos/import',
    { videos: [{ videoId }], source: 'manual' },
    { 'idempotency-key': randomUUID() },
  );
  console.log(`3. Video ${videoId}: ${saved.saved} saved, ${saved.skippedExisting} there already.`);

  // 4. A channel to post from.
  const { data: channels } = await api('GET', '/api/accounts');
  const channel = channels.find((account) => account.status === 'active');
  if (!channel) throw new Error('No active channel: connect one on the Channels page first.');
  console.log(`4. Posting from ${channel.fullName}.`);

  // 5. The batch, with an Idempotency-Key: sent twice (as a retry after a lost answer would be),
  //    it is created once and both answers name the same batch.
  const key = randomUUID();
  const launch = () =>
    api(
      'POST',
      '/api/batches',
      {
        accountIds: [channel.id],
        videoIds: [videoId],
        mode: 'single',
        text: 'Thanks for this video, from the API walkthrough.',
        confirmed: true,
      },
      { 'idempotency-key': key },
    );
  const first = await launch();
  const again = await launch();
  if (again.data.id !== first.data.id || !again.replayed) {
    throw new Error('The retried launch was not answered with the first batch.');
  }
  console.log(`5. Batch ${first.data.id} created once (key ${key}); the retry was given it again.`);

  // 6. Its progress, until it ends.
  const ended = await until('the batch to end', async () => {
    const { data: batch } = await api('GET', `/api/batches/${first.data.id}`);
    return ['done', 'cancelled', 'rejected'].includes(batch.status) && batch;
  });
  console.log(`6. Batch ${ended.status}: ${JSON.stringify(ended.counts)}.`);

  // 7. The webhook's event, its signature checked.
  const event = await until('the batch.finished webhook', () =>
    receiver.events.find(
      (item) => item.type === 'batch.finished' && item.data.batchId === first.data.id,
    ),
  );
  console.log(`7. Signed webhook ${event.id}: ${event.data.posted} of ${event.data.total} posted.`);
} finally {
  if (webhookId) await api('DELETE', `/api/webhooks/${webhookId}`).catch(() => undefined);
  await receiver.close();
}
