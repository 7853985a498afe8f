import { describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger';
import { useTestApp } from '@server/test/use-test-app';
import type { Role } from '@server/config';
import { buildServices } from '@server/services';
import { createBackground } from './background';
import { createLoop } from './loop';
import { LOOPS, loopsOf } from './loops';

const t = useTestApp({ reset: false });
const log = createLogger({ logLevel: 'silent' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the registry of background loops', () => {
  it('lists each loop once', () => {
    const names = LOOPS.map((loop) => loop.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives a web process no loop, and a worker or an all-in-one process every loop', () => {
    expect(loopsOf('web')).toEqual([]);
    expect(loopsOf('worker')).toEqual(LOOPS.map((loop) => loop.name));
    expect(loopsOf('all')).toEqual(LOOPS.map((loop) => loop.name));
  });

  it('starts what its role runs, and stops it all', async () => {
    const services = await buildServices(t.config, t.db);
    const start = (role: Role) => {
      const background = createBackground({ config: { ...t.config, role }, services, log });
      background.start();
      return background;
    };
    const web = start('web');
    expect(web.running()).toEqual([]);
    const worker = start('worker');
    expect(worker.running()).toEqual(LOOPS.map((loop) => loop.name));
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(5000);
    expect(worker.running()).toEqual([]);
  });
});

describe('a loop that runs once across processes', () => {
  it('runs its rounds in one process at a time: two runners share one advisory lock', async () => {
    let inRound = 0;
    let most = 0;
    let rounds = 0;
    const round = async () => {
      inRound++;
      rounds++;
      most = Math.max(most, inRound);
      await pause(150);
      inRound--;
    };
    const runners = [1, 2].map(() =>
      createLoop({ name: 'test once', round, everyMs: 10, log, once: t.pool }),
    );
    runners.forEach((runner) => runner.start());
    await pause(1200);
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(rounds).toBeGreaterThan(3);
    expect(most).toBe(1);
  });

  it('skips its rounds while its condition finds no work, and looks again after its idle wait', async () => {
    let rounds = 0;
    const loop = createLoop({
      name: 'test when due',
      round: async () => void rounds++,
      everyMs: 10,
      skippedEveryMs: 300,
      log,
      once: t.pool,
      onlyIf: 'exists (select 1 from pg_class where relname = $2)',
    });
    // $2 is the loop's name: the condition holds once a table of that name exists.
    loop.start();
    await pause(100);
    expect(rounds).toBe(0);
    await t.pool.query('create table "test when due" (id int)');
    await pause(600);
    await loop.stop();
    await t.pool.query('drop table "test when due"');
    expect(rounds).toBeGreaterThan(5);
  });

  it('runs in every process at once when it is not once-only', async () => {
    let inRound = 0;
    let most = 0;
    const round = async () => {
      most = Math.max(most, ++inRound);
      await pause(150);
      inRound--;
    };
    const runners = [1, 2].map(() => createLoop({ name: 'test many', round, everyMs: 10, log }));
    runners.forEach((runner) => runner.start());
    await pause(400);
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(most).toBe(2);
  });
});

describe('the loop helper', () => {
  it('waits its first delay, logs a failed round with its name and goes on, and stops within its grace', async () => {
    const lines: string[] = [];
    const logged = createLogger(
      { logLevel: 'warn' },
      { write: (line: string) => lines.push(line) },
    );
    let rounds = 0;
    const loop = createLoop({
      name: 'test failing',
      round: async () => {
        rounds++;
        if (rounds === 1) throw new Error('first round broke');
        await pause(5000);
      },
      firstDelayMs: 100,
      everyMs: 10,
      graceMs: 200,
      log: logged,
    });
    loop.start();
    await pause(50);
    expect(rounds).toBe(0);
    await pause(200);
    expect(rounds).toBe(2);
    expect(lines.join('')).toContain('"msg":"test failing: round failed"');
    expect(lines.join('')).toContain('first round broke');
    const stopping = Date.now();
    await loop.stop();
    expect(Date.now() - stopping).toBeLessThan(1000);
  });
});
