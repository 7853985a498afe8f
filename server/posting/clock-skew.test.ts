import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { until } from '../test/worker-process';
import { withScenario } from '../test/worker-scenario';

/**
 * docs/architecture.md §3, one clock: two `npm run worker` processes on one database, on machines
 * whose clocks disagree with it by ten minutes either way, at the app's default platform timeout
 * and settle delay. Leases, look-ups, pacing and due times are the database's instants, so neither
 * takes the other's send in flight for a lost one, nor reads the other's pacing as long past.
 */
const CHANNELS = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels, DEMO_CHANNEL.bobBuilds];
const TEN_MINUTES_MS = 600_000;
const PACING_MS = 1000;
const INSERT = 'commentThreads.insert';
/** A new Node process on a machine the other timed tests load: its first sends may take a while. */
const FIRST_SENDS_MS = 60_000;

describe('workers whose clocks disagree', () => {
  it(
    'a second worker 10 minutes ahead joins mid-batch, with slowed answers: nothing posted twice, every channel paced at the platform',
    () =>
      withScenario(async (s) => {
        const videos = Array.from({ length: 4 }, (_, i) => `skewVideo${i}x`);
        const total = CHANNELS.length * videos.length;
        const { cookie, accountIds } = await s.setUp(CHANNELS, videos, PACING_MS / 1000);
        // Every call takes a little while; a send is in flight 6 s before Google has it.
        await s.emulator().post('latency', { ms: 200, jitterMs: 300 });
        await s.emulator().post('insert-delay', { ms: 6000 });
        const batch = await s.launchText(cookie, accountIds, videos, 'Whose time is it?');
        s.startWorker();
        const sending = async () => ((await s.statusCounts()).posting ?? 0) > 0;
        expect(await until(sending, FIRST_SENDS_MS)).toBe(true);
        // Its sends in flight, their leases written; the other machine's clock reads them as long
        // ended, and its pacing as long past, unless both read the database's.
        s.startWorker({ TEST_CLOCK_SHIFT_MS: String(TEN_MINUTES_MS) });
        await s.waitUntilDone(cookie, batch.id, 180_000);
        await s.expectExactlyOnce(total);

        const calls = await s.emulator().calls(INSERT);
        expect(calls, 'each comment sent once').toHaveLength(total);
        for (const channel of CHANNELS) {
          const times = calls.filter((c) => c.channelId === channel).map((c) => c.receivedAt);
          for (let i = 1; i < times.length; i++)
            expect(times[i]! - times[i - 1]!, `${channel} send ${i}`).toBeGreaterThanOrEqual(
              PACING_MS,
            );
        }
      }),
    240_000,
  );
});
