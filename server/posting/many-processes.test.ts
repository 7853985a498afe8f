import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { emulatorControl } from '@emulator/control-client';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { startMailCatcher } from '@emulator/mail-catcher';
import { sender } from '../test/api-request';
import { fetchHonouringLoadShedding } from '../test/load-shed-retry';
import { setDatabaseNow } from '../test/database-clock';
import { userWithChannels } from '../test/scenario';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { startTestApp, TEST_APP_SECRET } from '../test/test-app';
import { startWorkerProcess, until, type WorkerProcess } from '../test/worker-process';

/**
 * docs/architecture.md §3, many processes on one database: two `ROLE=web` and two `npm run worker`
 * processes on one PostgreSQL (the embedded one, reached by its URL), one worker on a machine
 * whose clock is 10 minutes ahead, Google answering slowly. Two people each confirm a batch of
 * 150 comments on their three channels, each on a web process of their own; mid-batch one worker
 * and one web process are killed (SIGKILL) and started again. Each comment reaches the platform
 * once, every channel's sends at least its pacing apart, each batch's end is in one digest email
 * and reaches the person's webhook with one event id however many times it is delivered.
 */
const CHANNELS = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds];
const VIDEOS_PER_USER = 50;
const PACING_MS = 1000;
const INSERT = 'commentThreads.insert';
const HOUR = 3_600_000;

/** A webhook receiver on loopback: each delivery's event id and batch. */
async function startReceiver() {
  const deliveries: { id: string; type: string; batchId?: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const event = JSON.parse(body) as { id: string; type: string; data: { batchId?: string } };
      deliveries.push({ id: event.id, type: event.type, batchId: event.data.batchId });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A POST as a client that honours load shedding would send it (load-shed-retry.ts). */
const postAsAClientWould = (url: string, request: { cookie: string; body: unknown }) =>
  fetchHonouringLoadShedding(url, {
    method: 'POST',
    headers: { cookie: request.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });

describe('two web and two worker processes on one database', () => {
  it('300 comments on 6 channels, a worker 10 minutes ahead, a worker and a web process killed mid-batch: each comment once, paced, one digest and one event id per batch', async () => {
    const mail = await startMailCatcher();
    const receiver = await startReceiver();
    const env = { SMTP_URL: mail.smtpUrl, WEBHOOKS_ALLOW_PRIVATE: 'true' };
    const t = await startTestApp({ emulator: 'in-process', env });
    // Only the processes started here work: the test app's own senders stay still.
    await t.app.background.stop();
    const send = sender(t);
    const processEnv = {
      ...env,
      DATABASE_URL: t.url,
      APP_SECRET: TEST_APP_SECRET,
      GOOGLE_OAUTH_BASE_URL: t.emu.url,
      YOUTUBE_API_BASE_URL: t.emu.url,
      LOG_LEVEL: 'warn',
    };
    const webs: ServerProcess[] = [];
    const workers: WorkerProcess[] = [];
    const startWeb = async () => {
      const web = await startServerProcess({
        ...processEnv,
        ROLE: 'web',
        WEB_DIST_DIR: '/nonexistent',
      });
      webs.push(web);
      return web;
    };
    const workerEnvs = [env, { ...env, TEST_CLOCK_SHIFT_MS: String(10 * 60_000) }];
    const startWorker = (i: number) => {
      const worker = startWorkerProcess(t.url, t.emu.url, workerEnvs[i]);
      workers.push(worker);
      return worker;
    };
    const output = () => [...workers, ...webs].map((p) => p.output().slice(-3000)).join('\n---\n');
    try {
      /** A person with the three channels, 50 videos, a digest each hour and a webhook. */
      const person = async (name: string, prefix: string) => {
        const videos = Array.from({ length: VIDEOS_PER_USER }, (_, i) =>
          `${prefix}${String(i).padStart(2, '0')}`.padEnd(11, 'x'),
        );
        const user = await userWithChannels(t, {
          name,
          channels: CHANNELS,
          videos,
          pacingSeconds: PACING_MS / 1000,
        });
        await t.pool.query('update users set email_verified_at = now() where id = $1', [
          user.workspaceId,
        ]);
        const prefs = await send('PUT', '/api/notifications/preferences', user.cookie, {
          digest: 'hourly',
          events: { 'batch.finished': { inApp: true, email: 'digest' } },
        });
        expect(prefs.statusCode, prefs.body).toBe(200);
        const hook = await send('POST', '/api/webhooks', user.cookie, {
          url: receiver.url,
          events: ['batch.finished'],
        });
        expect(hook.statusCode, hook.body).toBe(201);
        const { rows } = await t.pool.query<{ email: string }>(
          'select email from users where id = $1',
          [user.workspaceId],
        );
        return { ...user, email: rows[0]!.email, videos, prefix };
      };
      const users = [await person('many-a', 'mpA'), await person('many-b', 'mpB')];
      const emulator = emulatorControl(t.emu.url);
      await emulator.post('latency', { ms: 200, jitterMs: 300 });

      await startWeb();
      await startWeb();
      startWorker(0);
      startWorker(1);
      // Each person confirms on a web process of their own.
      const batches = await Promise.all(
        users.map(async (user, i) => {
          const launched = await postAsAClientWould(`${webs[i]!.baseUrl}/api/batches`, {
            cookie: user.cookie,
            body: {
              accountIds: user.accountIds,
              videoIds: user.videos,
              mode: 'single',
              text: `Many processes, ${user.prefix}`,
              confirmed: true,
            },
          });
          expect(launched.status, await launched.clone().text()).toBe(201);
          return ((await launched.json()) as { id: string }).id;
        }),
      );

      // A third of the way: the first worker and the first web process die, and start again.
      const posted = async () => (await emulator.calls(INSERT)).length;
      expect(await until(async () => (await posted()) >= 100, 120_000), output()).toBe(true);
      workers[0]!.child.kill('SIGKILL');
      webs[0]!.child.kill('SIGKILL');
      await Promise.all([workers[0]!.exited, webs[0]!.exited]);
      startWorker(0);
      await startWeb();

      const done = async () => {
        const { rows } = await t.pool.query<{ n: number }>(
          "select count(*)::int as n from batches where status = 'done'",
        );
        return rows[0]!.n === batches.length;
      };
      expect(await until(done, 240_000), output()).toBe(true);

      // Each comment on the platform once, recorded with its id; none lost.
      const comments = (await emulator.comments()).filter((c) => c.clientId !== 'viewers');
      const keys = comments.map((c) => `${c.channelId}/${c.videoId}/${c.text}`);
      expect(new Set(keys).size, 'no comment posted twice').toBe(keys.length);
      expect(keys).toHaveLength(2 * CHANNELS.length * VIDEOS_PER_USER);
      const { rows } = await t.pool.query<{ status: string; platform_comment_id: string }>(
        'select status, platform_comment_id from comments',
      );
      expect(rows.filter((r) => r.status !== 'posted')).toEqual([]);
      expect(rows.map((r) => r.platform_comment_id).sort()).toEqual(
        comments.map((c) => c.id).sort(),
      );
      // Each of the six channels (a person's channel posts on that person's videos) paced.
      const calls = await emulator.calls(INSERT);
      for (const user of users)
        for (const channel of CHANNELS) {
          const times = calls
            .filter((c) => c.channelId === channel && c.videoId?.startsWith(user.prefix))
            .map((c) => c.receivedAt);
          expect(times).toHaveLength(VIDEOS_PER_USER);
          for (let i = 1; i < times.length; i++)
            expect(
              times[i]! - times[i - 1]!,
              `${user.prefix} ${channel} send ${i}`,
            ).toBeGreaterThanOrEqual(PACING_MS);
        }

      // The webhook: each batch's end at least once, always with one event id.
      expect(
        await until(
          async () => batches.every((id) => receiver.deliveries.some((d) => d.batchId === id)),
          60_000,
        ),
        output(),
      ).toBe(true);
      for (const id of batches) {
        const ids = new Set(receiver.deliveries.filter((d) => d.batchId === id).map((d) => d.id));
        expect(ids.size, `batch ${id}`).toBe(1);
      }

      // The digest: the next hour comes (the database's clock), the dispatchers are woken.
      const next = Math.floor(Date.now() / HOUR) * HOUR + HOUR + 60_000;
      await setDatabaseNow(t.pool, new Date(next));
      const digests = (email: string) =>
        mail.mails.filter((m) => m.to.includes(email) && !m.subject.startsWith('Confirm'));
      const bothSent = async () => {
        await t.pool.query("select pg_notify('mcm_wake', 'event dispatch')");
        return users.every((user) => digests(user.email).length > 0);
      };
      expect(await until(bothSent, 90_000), output()).toBe(true);
      // Another round of every dispatcher sends no second one.
      await new Promise((resolve) => setTimeout(resolve, 35_000));
      await t.pool.query("select pg_notify('mcm_wake', 'event dispatch')");
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const user of users) expect(digests(user.email), user.email).toHaveLength(1);
    } finally {
      for (const p of [...workers, ...webs]) if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await Promise.all([...workers, ...webs].map((p) => p.exited));
      await t.close();
      await receiver.close();
      await mail.close();
    }
  }, 480_000);
});
