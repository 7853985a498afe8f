import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import {
  buildTestServices,
  createTestWorker,
  postEverythingDue,
  postingHelpers,
} from '@server/test/posting';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { setDatabaseNow } from '@server/test/database-clock';
import { checkDueReadiness } from './readiness.service';

// docs/schedules.md §6: 15 minutes before its start, a scheduled batch's channels and videos are
// checked again through the emulator; what cannot be posted is named, and the batch starts
// without it, or waits when nothing can be posted.
const t = usePlatformTestApp();
const { send, setUp, launch, getBatch, emulator, emulatorComments } = postingHelpers(t);

const MINUTE = 60_000;
// The emulator knows no video whose id starts with NF, and turns comments off on CD ones.
const GOOD = 'vidAAAAAAA1';
const GONE = 'NFreadyxxx1';
const OFF = 'CDreadyxxx2';

type Ready = {
  status: string;
  counts: Record<string, number>;
  readiness: {
    waiting: boolean;
    channels: { name: string }[];
    videos: { videoId: string; reason: string }[];
    cancelled: number;
  } | null;
};

async function scheduled(
  videoIds: string[],
  channels = [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
) {
  const user = await setUp(channels, videoIds, 0);
  const startAt = Date.now() + 10 * MINUTE;
  const batch = await launch(user.cookie, {
    accountIds: user.accountIds,
    videoIds,
    mode: 'single',
    text: 'Checked before the start',
    startAt: new Date(startAt).toISOString(),
  });
  return { ...user, batch, startAt };
}

describe('the check before a scheduled batch starts', () => {
  it('names a channel to reconnect and the videos that cannot take comments, and starts without them', async () => {
    const { cookie, credential, batch, startAt } = await scheduled([GOOD, GONE, OFF]);
    await emulator().post('revoke', {
      channelId: DEMO_CHANNEL.aliceTravels,
      project: credential.clientId,
    });
    const deps = await buildTestServices(t);
    expect(await checkDueReadiness(deps, new Date())).toEqual([
      { id: batch.id, waiting: false, channels: 1, videos: 2 },
    ]);
    const view = (await send('GET', `/api/batches/${batch.id}`, cookie)).json<Ready>();
    expect(view.readiness).toMatchObject({
      waiting: false,
      channels: [{ name: 'Alice Travels' }],
      videos: expect.arrayContaining([
        expect.objectContaining({ videoId: GONE, reason: 'videoNotFound' }),
        expect.objectContaining({ videoId: OFF, reason: 'commentsDisabled' }),
      ]),
      cancelled: 4,
    });
    expect(view.status).toBe('scheduled');
    // Each comment left out says why as a key of the catalogue, with no sentence of the engine's
    // (a report in Chinese showed its English); the ones still to post say when they may go.
    const comments = (await send('GET', `/api/comments?batchId=${batch.id}`, cookie)).json<
      { videoId: string; status: string; errorReason: string; errorMessage: string | null }[]
    >();
    const why = comments
      .filter((c) => c.status === 'cancelled')
      .map((c) => `${c.videoId} ${c.errorReason} ${c.errorMessage}`);
    expect(new Set(why)).toEqual(
      new Set([`${GONE} leftOutVideoNotFound null`, `${OFF} leftOutCommentsDisabled null`]),
    );
    expect(comments.filter((c) => c.status === 'pending')).toEqual([
      expect.objectContaining({ notBefore: new Date(startAt).toISOString() }),
      expect.objectContaining({ notBefore: new Date(startAt).toISOString() }),
    ]);
    // Checked once: the next round leaves it.
    expect(await checkDueReadiness(deps, new Date())).toEqual([]);

    // At the start: Alice Cooks posts on the good video; Alice Travels' comment waits for her.
    await setDatabaseNow(t.pool, new Date(startAt + 1000));
    const worker = await createTestWorker(t);
    await postEverythingDue(worker);
    expect((await emulatorComments()).map((c) => c.videoId)).toEqual([GOOD]);
    expect((await getBatch(cookie, batch.id)).counts).toEqual({
      posted: 1,
      pending: 1,
      cancelled: 4,
    });
  });

  it('waits when nothing can be posted, and is checked again', async () => {
    const { cookie, batch, startAt } = await scheduled([GONE, OFF], [DEMO_CHANNEL.aliceCooks]);
    const deps = await buildTestServices(t);
    expect(await checkDueReadiness(deps, new Date())).toMatchObject([{ waiting: true }]);
    const view = (await send('GET', `/api/batches/${batch.id}`, cookie)).json<Ready>();
    expect(view.readiness).toMatchObject({ waiting: true, cancelled: 0 });
    // Its start comes and goes: nothing is sent, and it is still scheduled.
    await setDatabaseNow(t.pool, new Date(startAt + MINUTE));
    const worker = await createTestWorker(t);
    await postEverythingDue(worker);
    expect(await emulatorComments()).toHaveLength(0);
    expect((await getBatch(cookie, batch.id)).counts).toEqual({ pending: 2 });
    // Checked again 15 minutes later, not before.
    expect(await checkDueReadiness(deps, new Date(Date.now() + 5 * MINUTE))).toEqual([]);
    expect(await checkDueReadiness(deps, new Date(Date.now() + 16 * MINUTE))).toHaveLength(1);
  });

  it('a moved start is checked again before the new time', async () => {
    const { cookie, batch } = await scheduled([GOOD], [DEMO_CHANNEL.aliceCooks]);
    const deps = await buildTestServices(t);
    expect(await checkDueReadiness(deps, new Date())).toHaveLength(1);
    await send('PATCH', `/api/batches/${batch.id}`, cookie, {
      startAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
    });
    expect(
      (await send('GET', `/api/batches/${batch.id}`, cookie)).json<Ready>().readiness,
    ).toBeNull();
    expect(await checkDueReadiness(deps, new Date())).toEqual([]);
    expect(await checkDueReadiness(deps, new Date(Date.now() + 50 * MINUTE))).toHaveLength(1);
  });
});
