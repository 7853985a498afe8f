import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger';
import { useTestApp } from '@server/test/use-test-app';
import { until } from '@server/test/worker-process';
import { WAKE_CHANNEL } from '@server/db/wake-on-commit';
import { announce, listenForWakeUps } from './wake-ups';

const t = useTestApp();
const log = createLogger({ logLevel: 'silent' });
let stop: (() => Promise<void>) | undefined;
afterEach(() => stop?.());
// Only the listener made here: the test app's own loops, and their listener, stop.
beforeAll(() => t.app.background.stop());

function listen() {
  const heard: string[] = [];
  let wokenAll = 0;
  const listener = listenForWakeUps({
    pool: t.pool,
    wake: (loop) => heard.push(loop),
    wakeAll: () => wokenAll++,
    log,
  });
  listener.start();
  stop = () => listener.stop();
  return { heard, wokenAll: () => wokenAll, listener };
}

const listening = async () =>
  (
    await t.pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and query = $1',
      [`listen ${WAKE_CHANNEL}`],
    )
  ).rows.map((row) => row.pid);

describe('the wake-up listener', () => {
  it('hears a loop named after its transaction commits, and nothing of one rolled back', async () => {
    const { heard } = listen();
    expect(await until(async () => (await listening()).length === 1, 10_000)).toBe(true);
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_notify($1, $2)', [WAKE_CHANNEL, 'mail']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
      await client.query('commit');
      await client.query('begin');
      await client.query('select pg_notify($1, $2)', [WAKE_CHANNEL, 'exports']);
      await client.query('rollback');
    } finally {
      client.release();
    }
    announce(t.pool, 'posting');
    expect(await until(async () => heard.length === 2, 5000)).toBe(true);
    expect(heard).toEqual(['mail', 'posting']);
  });

  it('listens again after its connection is cut, and wakes every loop for what it missed', async () => {
    const { heard, wokenAll } = listen();
    expect(await until(async () => (await listening()).length === 1, 10_000)).toBe(true);
    const [pid] = await listening();
    await t.pool.query('select pg_terminate_backend($1)', [pid]);
    expect(
      await until(async () => {
        const pids = await listening();
        return pids.length === 1 && pids[0] !== pid;
      }, 10_000),
    ).toBe(true);
    expect(wokenAll()).toBe(1);
    announce(t.pool, 'mail');
    expect(await until(async () => heard.includes('mail'), 5000)).toBe(true);
  });

  it('closes its connection on stop', async () => {
    const { listener } = listen();
    expect(await until(async () => (await listening()).length === 1, 10_000)).toBe(true);
    await listener.stop();
    expect(await until(async () => (await listening()).length === 0, 5000)).toBe(true);
  });
});
