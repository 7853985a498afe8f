import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { connectChannel } from '@server/test/google-consent';
import {
  addCredential,
  CONNECT_UNITS,
  listAccounts,
  signUp,
  userWithChannels,
} from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();

const send = sender(t);
const vid = (n: number) => `vid${String(n).padStart(8, '0')}`;
/** What the setUp's two channels cost their credential when they were connected. */
const CONNECTED = 2 * CONNECT_UNITS;

/** Two channels on one credential, three saved videos, two templates; no worker runs here. */
async function setUp() {
  const user = await userWithChannels(t, {
    name: 'preview',
    credential: { name: 'Project' },
    channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    videos: [vid(0), vid(1), vid(2)],
    videoSource: 'csv',
    templates: ['Great video!', 'Thanks for this'],
  });
  return { ...user, templates: user.templateIds };
}

const preview = async (cookie: string, body: Record<string, unknown>) => {
  const response = await send('POST', '/api/batches/preview', cookie, body);
  expect(response.statusCode).toBe(200);
  return response.json<{
    total: number;
    etaSeconds: number;
    texts: { content: string; frequency: number }[];
    textCount: number;
    quota: { cost: number; left: number; queued: number; fitsToday: number }[];
    running: { batches: number; comments: number };
    warnings: { duplicates: number; sameAsRunning: boolean; quotaShort: boolean };
  }>();
};

describe('the confirmation while a batch is still going', () => {
  it('warns that the same batch is running, and its ETA and quota include what it still posts', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    const body = { accountIds, videoIds, mode: 'single', text: 'Hi there' };
    const first = await preview(cookie, body);
    expect(first.etaSeconds).toBe(2 * 30); // 3 comments per channel, one per 30 s
    const created = await send('POST', '/api/batches', cookie, { ...body, confirmed: true });
    expect(created.statusCode).toBe(201);

    const again = await preview(cookie, body);
    expect(again.running).toEqual({ batches: 1, comments: 6 });
    expect(again.warnings).toMatchObject({ duplicates: 6, sameAsRunning: true });
    // Each channel posts its 3 queued comments first: 6 in a row, 30 s apart.
    expect(again.etaSeconds).toBe(5 * 30);
    // The 6 queued comments will spend 300 units: "left today" is what remains after them.
    const left = 10_000 - CONNECTED - 300;
    expect(again.quota).toEqual([
      { credential: 'Project', cost: 300, left, queued: 300, fitsToday: Math.floor(left / 50) },
    ]);
  });

  it('a different text on the same channels is no duplicate, but waits its turn', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    const body = { accountIds, videoIds, mode: 'single', text: 'Hi there' };
    await send('POST', '/api/batches', cookie, { ...body, confirmed: true });
    const other = await preview(cookie, { ...body, text: 'Something else' });
    expect(other.warnings).toMatchObject({ duplicates: 0, sameAsRunning: false });
    expect(other.running).toEqual({ batches: 1, comments: 6 });
    expect(other.etaSeconds).toBe(5 * 30);
    // One video of the three again: everything it would post already waits.
    const part = await preview(cookie, { ...body, videoIds: [vid(0)] });
    expect(part.warnings).toMatchObject({ duplicates: 2, sameAsRunning: true });
  });

  it('names the part of a larger plan that already waits, without calling it the same batch', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    const body = { accountIds, mode: 'single', text: 'Hi there' };
    await send('POST', '/api/batches', cookie, { ...body, videoIds: [vid(0)], confirmed: true });
    const larger = await preview(cookie, { ...body, videoIds });
    expect(larger.warnings).toMatchObject({ duplicates: 2, sameAsRunning: false });
  });

  it('a channel not chosen delays nothing, but its queued comments spend the same quota', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    await send('POST', '/api/batches', cookie, {
      accountIds: [accountIds[1]],
      videoIds,
      mode: 'single',
      text: 'Hi there',
      confirmed: true,
    });
    const next = await preview(cookie, {
      accountIds: [accountIds[0]],
      videoIds,
      mode: 'single',
      text: 'Hi there',
    });
    expect(next.running).toEqual({ batches: 0, comments: 0 });
    expect(next.warnings.duplicates).toBe(0);
    expect(next.etaSeconds).toBe(2 * 30);
    expect(next.quota[0]).toMatchObject({ left: 10_000 - CONNECTED - 150, queued: 150 });
  });

  it("on the server's credential, other users' waiting comments spend the same quota", async () => {
    // A channel connected through the server-level credential has none of its own.
    const viaServer = async (channelId: string) => {
      const cookie = await signUp(t, 'shared');
      const credential = await addCredential(t, cookie);
      await connectChannel(t, cookie, credential.id, channelId);
      await t.pool.query('update accounts set credential_id = null where credential_id = $1', [
        credential.id,
      ]);
      await send('POST', '/api/videos/import', cookie, {
        videos: [vid(0), vid(1), vid(2)].map((videoId) => ({ videoId })),
        source: 'csv',
      });
      const [account] = await listAccounts(t, cookie);
      return { accountIds: [account!.id], videoIds: [vid(0), vid(1), vid(2)], cookie };
    };
    const other = await viaServer(DEMO_CHANNEL.aliceCooks);
    const created = await send('POST', '/api/batches', other.cookie, {
      accountIds: other.accountIds,
      videoIds: other.videoIds,
      mode: 'single',
      text: 'Hi there',
      confirmed: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const me = await viaServer(DEMO_CHANNEL.aliceTravels);
    const mine = await preview(me.cookie, {
      accountIds: me.accountIds,
      videoIds: me.videoIds,
      mode: 'single',
      text: 'Hi there',
    });
    expect(mine.quota[0]).toMatchObject({ left: 9_850, queued: 150, cost: 150 });
    // Not my batch: nothing of mine is running, and it is no duplicate of mine.
    expect(mine.running).toEqual({ batches: 0, comments: 0 });
    expect(mine.warnings.duplicates).toBe(0);
  });

  it('a paused batch is named as a duplicate, but posts nothing before the new one', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    const body = { accountIds, videoIds, mode: 'single', text: 'Hi there' };
    const { id } = (await send('POST', '/api/batches', cookie, { ...body, confirmed: true })).json<{
      id: string;
    }>();
    await send('POST', `/api/batches/${id}/pause`, cookie);
    const paused = await preview(cookie, body);
    expect(paused.warnings).toMatchObject({ duplicates: 6, sameAsRunning: true });
    expect(paused.running).toEqual({ batches: 1, comments: 0 });
    expect(paused.etaSeconds).toBe(2 * 30);
    expect(paused.quota[0]).toMatchObject({ left: 10_000 - CONNECTED, queued: 0 });

    await send('POST', `/api/batches/${id}/cancel`, cookie);
    const cancelled = await preview(cookie, body);
    expect(cancelled.running).toEqual({ batches: 0, comments: 0 });
    expect(cancelled.warnings).toMatchObject({ duplicates: 0, sameAsRunning: false });
  });

  it('waits for the pacing of a channel that has just posted', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    await t.db.execute(
      sql`update accounts set next_post_at = now() + interval '20 seconds' where id = ${accountIds[0]}`,
    );
    const next = await preview(cookie, { accountIds, videoIds, mode: 'single', text: 'Hi' });
    expect(next.etaSeconds).toBeGreaterThanOrEqual(19 + 2 * 30);
    expect(next.etaSeconds).toBeLessThanOrEqual(20 + 2 * 30);
  });
});

describe('the texts of the confirmation', () => {
  it('lists each text once with its frequency', async () => {
    const { cookie, accountIds, videoIds, templates } = await setUp();
    const result = await preview(cookie, {
      accountIds,
      videoIds,
      mode: 'multi',
      templates: [
        { id: templates[0], frequency: 2 },
        { id: templates[1], frequency: 1 },
      ],
    });
    expect(result.total).toBe(18);
    expect(result.texts).toEqual([
      { content: 'Great video!', frequency: 2 },
      { content: 'Thanks for this', frequency: 1 },
    ]);
    expect(result.textCount).toBe(2);
  });
});

describe('the progress of batches on the same channels', () => {
  it('expects a newer batch to end after the older one it waits for', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    const body = { accountIds, videoIds, mode: 'single', text: 'Hi', confirmed: true };
    const first = (await send('POST', '/api/batches', cookie, body)).json<{ eta: string }>();
    const second = (await send('POST', '/api/batches', cookie, { ...body, text: 'Hello' })).json<{
      eta: string;
    }>();
    const gap = (Date.parse(second.eta) - Date.parse(first.eta)) / 1000;
    // Each channel posts the first batch's 3 comments, then these 3, 30 s apart.
    expect(gap).toBeGreaterThanOrEqual(3 * 30 - 2);
    expect(gap).toBeLessThanOrEqual(3 * 30 + 2);
  });
});
