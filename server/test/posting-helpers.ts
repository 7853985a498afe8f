import { expect } from 'vitest';
import { emulatorControl } from '../../emulator/control-client';
import { DEMO_CHANNEL } from '../../emulator/demo-accounts';
import {
  addCredential,
  connectChannel,
  createTestWorker,
  listAccounts,
  sender,
  signUp,
  type PlatformTestApp,
} from './platform-test-app';

export const VIDEOS = ['vidAAAAAAA1', 'vidBBBBBBB2', 'vidCCCCCCC3'];

export type BatchView = { id: string; status: string; counts: Record<string, number> };
type TestWorker = Awaited<ReturnType<typeof createTestWorker>>;

/**
 * What the posting tests do through the API: a user, channels, videos, batches, and waiting.
 * `t` is the test app, or useTestApp's stand-in for it.
 */
export function postingHelpers(t: PlatformTestApp) {
  const send = sender(t);

  /** A user with channels connected and videos saved; pacing at zero unless given. */
  async function setUp(
    channels = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    videos = VIDEOS,
    pacingSeconds: number | null = 0,
  ) {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    for (const channel of channels) await connectChannel(t, cookie, credential.id, channel);
    await send('POST', '/api/videos/import', cookie, {
      videos: videos.map((videoId) => ({ videoId })),
      source: 'manual',
    });
    if (pacingSeconds !== null) {
      await send('POST', '/api/settings', cookie, { pacingSeconds: Math.max(1, pacingSeconds) });
      await t.pool.query('update user_settings set pacing_seconds = $1', [pacingSeconds]);
    }
    const accounts = await listAccounts(t, cookie);
    return { cookie, credential, accountIds: accounts.map((a) => a.id), accounts };
  }

  async function launch(cookie: string, body: Record<string, unknown>) {
    const response = await send('POST', '/api/batches', cookie, { confirmed: true, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; total: number }>();
  }

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
   */
  async function drain(cookie: string, batchId: string, worker?: TestWorker, ms = 15_000) {
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
