import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { findFreePort } from '@server/db/embedded-postgres';
import { postingHelpers } from '@server/test/posting';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { startWorkerProcess, until } from '@server/test/worker-process';

// docs/operations.md §1: a worker process answers /metrics and the probes on WORKER_PORT, so the
// Google calls it makes (most of them: it posts) are counted somewhere.
const t = usePlatformTestApp();
const { setUp, launchText, emulatorComments } = postingHelpers(t);
const TOKEN = 'a-metrics-token-for-tests';

describe('a worker process on WORKER_PORT', () => {
  it('answers the probes and its own /metrics, with the sends it made, and stops on SIGTERM', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidWORKERm1']);
    const port = await findFreePort();
    const worker = startWorkerProcess(t.url, t.emu.url, {
      WORKER_PORT: String(port),
      METRICS_TOKEN: TOKEN,
      HOST: '127.0.0.1',
    });
    const base = `http://127.0.0.1:${port}`;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers }).catch(() => undefined);
    try {
      expect(
        await until(async () => (await get('/api/health/live'))?.status === 200, 30_000),
        worker.output(),
      ).toBe(true);
      expect((await get('/api/health/ready'))?.status).toBe(200);
      expect((await get('/metrics'))?.status).toBe(401);

      await launchText(user.cookie, user.accountIds, user.videoIds, 'Counted where it was sent');
      expect(await until(async () => (await emulatorComments()).length === 1, 30_000)).toBe(true);
      const scrape = async () =>
        (await get('/metrics', { authorization: `Bearer ${TOKEN}` }))?.text() ?? '';
      expect(
        await until(
          async () => /method="commentThreads.insert",outcome="ok"\} 1/.test(await scrape()),
          10_000,
        ),
      ).toBe(true);
      const text = await scrape();
      expect(text).toContain('mcm_queue_depth{queue="comments_due"}');
      expect(text).toContain('process_cpu_user_seconds_total');
      // The worker serves nothing of the app.
      expect((await get('/api/batches'))?.status).toBe(404);
    } finally {
      worker.child.kill('SIGTERM');
      expect(await worker.exited, worker.output()).toBe(0);
    }
    expect(await get('/api/health/live')).toBeUndefined();
  }, 90_000);
});
