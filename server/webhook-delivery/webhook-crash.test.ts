import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { emitEvent } from '../notify/emit';
import { postingHelpers } from '../test/posting';
import { startServerProcess } from '../test/server-process';
import { TEST_APP_SECRET } from '../test/test-app';
import { usePlatformTestApp } from '../test/use-test-app';
import { until } from '../test/worker-process';

// docs/notifications.md §5: at least once, with one id, when the server dies mid-delivery.
const t = usePlatformTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const { send, setUp } = postingHelpers(t);

let receiver: Server;
const ids: string[] = [];
beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      ids.push(String(req.headers['x-webhook-id']));
      // The first delivery is held: its server is killed while it waits for the answer.
      if (ids.length > 1) res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(
  () =>
    new Promise((resolve) => {
      receiver.closeAllConnections();
      receiver.close(resolve);
    }),
);

/**
 * `npm start` on the test database: the app's defaults but a 2 s answer timeout (its lease, 7 s,
 * is what the restarted server waits out).
 */
const startServer = () =>
  startServerProcess({
    DATABASE_URL: t.url,
    APP_SECRET: TEST_APP_SECRET,
    ROLE: 'all',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    WEBHOOK_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'warn',
  });

describe('a server killed while a webhook waits for its answer', () => {
  it(
    'delivers the event again after the lease, with the same id',
    { timeout: 90_000 },
    async () => {
      // Only the server processes deliver here.
      await t.app.webhookSender.stop();
      const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
      const port = (receiver.address() as AddressInfo).port;
      const made = await send('POST', '/api/webhooks', user.cookie, {
        url: `http://127.0.0.1:${port}/hook`,
        events: ['quota.spent'],
      });
      expect(made.statusCode).toBe(201);
      await emitEvent(t.db, user.workspaceId, 'quota.spent', {
        credentialId: null,
        credentialName: 'Default',
        used: 10_000,
        limit: 10_000,
        day: '2026-11-26',
      });
      await t.app.dispatcher.runOnce();

      const first = await startServer();
      expect(await until(async () => ids.length === 1, 20_000), first.output()).toBe(true);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServer();
      expect(await until(async () => ids.length === 2, 30_000), second.output()).toBe(true);
      const { rows } = await t.pool.query<{ status: string; attempts: number }>(
        'select status, attempts from webhook_deliveries',
      );
      await until(async () => {
        const now = await t.pool.query<{ status: string }>('select status from webhook_deliveries');
        return now.rows[0]?.status === 'delivered';
      }, 5_000);
      second.child.kill('SIGTERM');
      const stoppedAt = Date.now();
      await second.exited;

      expect(ids[1]).toBe(ids[0]);
      expect(rows[0]!.attempts).toBe(2);
      const after = await t.pool.query<{ status: string }>('select status from webhook_deliveries');
      expect(after.rows[0]!.status).toBe('delivered');
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    },
  );
});
