import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { postingHelpers } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';
import { startWorkerProcess, until } from '../test/worker-process';

const t = usePlatformTestApp();
const { send, setUp, launchText, drain, emulator } = postingHelpers(t);

const VIDEOS = Array.from({ length: 60 }, (_, i) => `crashVis${String(i).padStart(3, '0')}`);

/**
 * `npm run worker` with looks 1 s after posting, and a ceiling high enough that one round makes
 * all three calls (3 units a 500 ms tick); the app's defaults otherwise.
 */
const startChecker = () =>
  startWorkerProcess(t.url, t.emu.url, {
    VISIBILITY_CHECK_DELAYS: '1s,1h',
    VISIBILITY_UNITS_PER_DAY: '500000',
    LOG_LEVEL: 'silent',
  });

const looksById = async () =>
  (await emulator().calls('commentThreads.list')).filter((c) => c.videoId === undefined).length;

const looked = async () => {
  const { rows } = await t.pool.query<{ n: number }>(
    "select count(*)::int as n from comments where visibility = 'visible'",
  );
  return rows[0]!.n;
};

describe('a worker killed during a round of checks', () => {
  it('repeats none of the paid calls whose answers it recorded', { timeout: 120_000 }, async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels], VIDEOS, 0);
    const batch = await launchText(user.cookie, user.accountIds, VIDEOS, 'Seen or not');
    expect((await drain(user.cookie, batch.id, undefined, 60_000)).counts).toEqual({ posted: 120 });
    await send('POST', '/api/settings/check-key', user.cookie, {
      apiKey: 'AIzaSyCrashTestKeyForChecks00000000000',
    });
    // Each look takes a while to answer: the kill lands while one is in flight.
    await emulator().post('latency', { ms: 700 });

    // Killed while the round's second call is in flight: the first call's answers are recorded.
    const first = startChecker();
    expect(await until(async () => (await looksById()) >= 2, 30_000), first.output()).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    // A call in flight at the kill still reaches "Google" after its latency: counted as made.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await looksById();
    const recorded = await looked();

    const second = startChecker();
    expect(await until(async () => (await looked()) === 120, 30_000), second.output()).toBe(true);
    second.child.kill('SIGTERM');
    await second.exited;

    // Every answer but the one in flight at the kill was recorded...
    expect(recorded).toBeGreaterThanOrEqual(50 * (before - 1));
    // ...and the restart made only the calls for what was not: none is paid for twice.
    expect((await looksById()) - before).toBe(Math.ceil((120 - recorded) / 50));
    const { rows } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from comment_looks where look = 0',
    );
    expect(rows[0]!.n).toBe(120);
  });
});
