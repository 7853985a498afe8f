import { emulatorControl } from '@emulator/control-client';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import type { Config } from '../config';
import { createLogger } from '../logger';
import { createWorker } from '../posting/worker';
import { buildServices } from '../services';
import { sender } from './api-request';
import { launchBatch, userWithChannels } from './scenario';
import { TEST_APP_SECRET, type PlatformTestApp } from './test-app';

/** What the posting tests post on unless they say otherwise. */
export const VIDEOS = ['vidAAAAAAA1', 'vidBBBBBBB2', 'vidCCCCCCC3'];

export type BatchView = { id: string; status: string; counts: Record<string, number> };

/** The services on the test app's database and emulator, with quick retries and timeouts. */
export async function buildTestServices(
  t: PlatformTestApp,
  overrides: {
    posting?: Partial<Config['posting']>;
    detailsRefresh?: Config['detailsRefresh'];
    visibility?: Partial<Config['visibility']>;
    apiKey?: string;
  } = {},
) {
  const google = { oauthBaseUrl: t.emu.url, youtubeApiBaseUrl: t.emu.url };
  return buildServices(
    {
      google: { ...google, clientId: undefined, clientSecret: undefined, apiKey: overrides.apiKey },
      posting: {
        slots: 2,
        retryBaseMs: 20,
        timeoutMs: 1500,
        verifyDelayMs: 200,
        quotaDailyUnits: 10_000,
        quotaSearchCalls: 100,
        quotaStatsUnits: 10_000,
        ...overrides.posting,
      },
      detailsRefresh: overrides.detailsRefresh ?? { afterDays: 7, unitsPerDay: 2000 },
      visibility: { delaysMs: [10_000, 60_000], unitsPerDay: 500, ...overrides.visibility },
      platformTimeoutMs: 1500,
      appSecret: TEST_APP_SECRET,
      dataDir: '/nonexistent',
    },
    t.db,
  );
}

/** A posting worker on the test app's database and emulator, with quick retries. */
export async function createTestWorker(
  t: PlatformTestApp,
  posting: Partial<Config['posting']> = {},
) {
  const services = await buildTestServices(t, { posting });
  return createWorker({ ...services, log: createLogger({ logLevel: 'silent' }) });
}

type TestWorker = Awaited<ReturnType<typeof createTestWorker>>;

/** Runs the worker until it finds nothing due. */
export async function postEverythingDue(worker: TestWorker) {
  while (await worker.step()) {
    /* the next one */
  }
}

/**
 * The posting tests' scenario: a user with channels and videos, batches, and waiting for them.
 * `t` is the test app, or useTestApp's stand-in for it.
 */
export function postingHelpers(t: PlatformTestApp) {
  const send = sender(t);

  /** A user with channels connected and videos saved; pacing at zero unless given. */
  const setUp = (
    channels: readonly string[] = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    videos = VIDEOS,
    pacingSeconds: number | null = 0,
  ) => userWithChannels(t, { channels, videos, pacingSeconds: pacingSeconds ?? undefined });

  const launch = (cookie: string, body: Record<string, unknown>) => launchBatch(t, cookie, body);

  /** One text from these channels on every one of these videos. */
  const launchText = (cookie: string, accountIds: string[], videoIds: string[], text: string) =>
    launch(cookie, { accountIds, videoIds, mode: 'single', text });

  const getBatch = async (cookie: string, batchId: string) =>
    (await send('GET', `/api/batches/${batchId}`, cookie)).json<BatchView>();

  /** Polls the batch until it has `status` or `ms` have passed; the last status seen. */
  async function waitForStatus(cookie: string, batchId: string, status: string, ms: number) {
    const deadline = Date.now() + ms;
    let seen = '';
    while (Date.now() < deadline) {
      seen = (await getBatch(cookie, batchId)).status;
      if (seen === status) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  }

  /**
   * Runs a worker until the batch has nothing left to post, or nothing has been due for 1.5 s
   * (longer than any test backoff: the rest waits for a reset or a reconnection), or time is up.
   * The time limit is a safety net, not a measure: a busy CI machine posts 60 comments in more
   * than 15 s.
   */
  async function drain(cookie: string, batchId: string, worker?: TestWorker, ms = 60_000) {
    const w = worker ?? (await createTestWorker(t));
    const deadline = Date.now() + ms;
    let lastWork = Date.now();
    for (;;) {
      const batch = await getBatch(cookie, batchId);
      if (batch.status === 'done' || batch.status === 'cancelled') return batch;
      if (Date.now() > deadline || Date.now() - lastWork > 1500) return batch;
      if (await w.step()) lastWork = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }

  return {
    send,
    setUp,
    launch,
    launchText,
    getBatch,
    waitForStatus,
    drain,
    emulator: () => emulatorControl(t.emu.url),
    emulatorComments: () => emulatorControl(t.emu.url).comments(),
  };
}
