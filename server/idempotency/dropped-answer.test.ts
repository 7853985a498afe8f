import { createServer, connect, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { CreatedToken } from '@core/api/tokens.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { sender } from '../test/api-request';
import { rowCount } from '../test/counts';
import { userWithChannels } from '../test/scenario';
import { startServerProcess } from '../test/server-process';
import { startTestApp, TEST_APP_SECRET } from '../test/test-app';

/**
 * A way to the server that delivers each request whole and loses its answer: the client's
 * connection is cut as the first byte of the answer comes back.
 */
async function startAnswerDropper(port: number) {
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    client.pipe(upstream);
    upstream.once('data', () => {
      client.destroy();
      upstream.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * docs/api.md §4: a script creates a batch on a web process (`ROLE=web`, as `npm start` runs it),
 * its answer is lost on the way back, and it sends the same request again with the same key, to
 * that process and to another: the batch it gets is the one created the first time, and no other
 * is created.
 */
describe('a batch creation whose answer was lost', () => {
  it('sent again with its Idempotency-Key, creates nothing more and answers with the first batch', async () => {
    const t = await startTestApp({ emulator: 'in-process' });
    await t.app.background.stop();
    const web = await startServerProcess({
      DATABASE_URL: t.url,
      APP_SECRET: TEST_APP_SECRET,
      GOOGLE_OAUTH_BASE_URL: t.emu.url,
      YOUTUBE_API_BASE_URL: t.emu.url,
      ROLE: 'web',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
    });
    const dropper = await startAnswerDropper(Number(new URL(web.baseUrl).port));
    try {
      const user = await userWithChannels(t, {
        channels: [DEMO_CHANNEL.aliceCooks],
        videos: ['vidAAAAAAA1', 'vidBBBBBBB2'],
      });
      const made = await sender(t)('POST', '/api/tokens', user.cookie, {
        name: 'Cron',
        scopes: ['batches:write'],
      });
      const { token } = made.json<CreatedToken>();
      const body = JSON.stringify({
        accountIds: user.accountIds,
        videoIds: user.videoIds,
        mode: 'single',
        text: 'Nice one',
        confirmed: true,
      });
      const launch = (baseUrl: string) =>
        fetch(`${baseUrl}/api/batches`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': '2026-11-29 nightly',
          },
          body,
        });

      await expect(launch(dropper.url)).rejects.toThrow();
      // The work was done though its answer was lost.
      await expect.poll(() => rowCount(t, 'batches')).toBe(1);
      const { rows } = await t.pool.query<{ id: string }>('select id from batches');

      const retried = await launch(web.baseUrl);
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect(((await retried.json()) as { id: string }).id).toBe(rows[0]!.id);
      // Another process (this one's app, on the same database) answers the key alike.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/batches',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': '2026-11-29 nightly',
        },
        payload: body,
      });
      expect(elsewhere.headers['idempotent-replayed']).toBe('true');
      expect(elsewhere.json<{ id: string }>().id).toBe(rows[0]!.id);
      expect(await rowCount(t, 'batches')).toBe(1);
      expect(await rowCount(t, 'comments')).toBe(2);

      // docs/api.md §1: revoked on one process, the token stops on the other at its next request.
      const { rows: tokens } = await t.pool.query<{ id: string }>('select id from api_tokens');
      const revoked = await sender(t)('DELETE', `/api/tokens/${tokens[0]!.id}`, user.cookie);
      expect(revoked.statusCode).toBe(204);
      expect((await launch(web.baseUrl)).status).toBe(401);
    } finally {
      await dropper.close();
      web.child.kill('SIGTERM');
      await web.exited;
      await t.close();
    }
  });
});
