import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { postingHelpers } from '@server/test/posting';
import { startServerProcess } from '@server/test/server-process';
import { TEST_APP_SECRET } from '@server/test/test-app';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { startWorkerProcess, until } from '@server/test/worker-process';

// docs/architecture.md §3: a web process runs no background work; a worker process runs it all.
const t = usePlatformTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const { send, setUp } = postingHelpers(t);

let receiver: Server;
const received: string[] = [];
beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(String(req.headers['x-webhook-id']));
      res.end();
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's exit code and what it printed, for one that should refuse to start. */
function runToExit(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('web and worker processes apart', () => {
  it(
    'a webhook delivery queued by a web process is sent by a worker process, not by the web one',
    { timeout: 90_000 },
    async () => {
      // Only the processes started here deliver.
      await t.app.webhookSender.stop();
      const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
      const port = (receiver.address() as AddressInfo).port;
      const made = await send('POST', '/api/webhooks', user.cookie, {
        url: `http://127.0.0.1:${port}/hook`,
        events: ['quota.spent'],
      });
      expect(made.statusCode).toBe(201);
      const { id } = made.json<{ id: string }>();

      const web = await startServerProcess({
        DATABASE_URL: t.url,
        APP_SECRET: TEST_APP_SECRET,
        ROLE: 'web',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
      });
      try {
        const test = await fetch(`${web.baseUrl}/api/webhooks/${id}/test`, {
          method: 'POST',
          headers: { cookie: user.cookie },
        });
        expect(test.status).toBe(202);
        // The sender would have been woken at once, and polled since, had the web process one.
        await pause(5000);
        expect(received).toEqual([]);

        const worker = startWorkerProcess(t.url, t.emu.url, {
          WEBHOOKS_ALLOW_PRIVATE: 'true',
          LOG_LEVEL: 'warn',
        });
        try {
          expect(await until(async () => received.length === 1, 20_000), worker.output()).toBe(
            true,
          );
        } finally {
          const stopping = Date.now();
          worker.child.kill('SIGTERM');
          expect(await worker.exited, worker.output()).toBe(0);
          expect(Date.now() - stopping).toBeLessThan(10_000);
        }
      } finally {
        web.child.kill('SIGTERM');
        expect(await web.exited, web.output()).toBe(0);
      }
    },
  );
});

describe('a ROLE that is not one of the three', () => {
  it('stops `npm start` before it starts, with one sentence and exit code 1', async () => {
    const { code, output } = await runToExit('server/main.ts', { ROLE: 'workers' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid configuration:\n  - ROLE: must be web, worker or all, not "workers"',
    );
  });

  it('stops `npm run worker` asked to be a web process', async () => {
    const { code, output } = await runToExit('server/worker-main.ts', {
      ROLE: 'web',
      DATABASE_URL: t.url,
    });
    expect(code).toBe(1);
    expect(output).toContain('ROLE: `npm run worker` runs the background work; ROLE=web runs none');
  });
});
