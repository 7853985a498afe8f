import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { rowCount } from '@server/test/counts';
import { CONNECT_UNITS, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();

const send = sender(t);
const vid = (n: number) => `vid${String(n).padStart(8, '0')}`;
const count = (table: 'batches' | 'comments') => rowCount(t, table);

/** Alice's two channels on one credential, `videos` saved from a file, one template. */
async function setUp(name = 'user', videos = 3) {
  const user = await userWithChannels(t, {
    name,
    credential: { name: `${name} project` },
    channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    videos: Array.from({ length: videos }, (_, i) => vid(i)),
    videoSource: 'csv',
    templates: ['A template text'],
  });
  return { ...user, templateId: user.templateIds[0]! };
}

describe('the confirmation (preview)', () => {
  it('says how many comments, from which channels, on how many videos, the texts, quota and time', async () => {
    const { cookie, accountIds, videoIds, templateId } = await setUp();
    const response = await send('POST', '/api/batches/preview', cookie, {
      accountIds,
      videoIds,
      mode: 'multi',
      templates: [{ id: templateId, frequency: 2 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 12,
      perPair: 2,
      videos: 3,
      channels: [
        { id: accountIds[0], name: 'Alice Cooks', comments: 6 },
        { id: accountIds[1], name: 'Alice Travels', comments: 6 },
      ],
      texts: [{ content: 'A template text', frequency: 2 }],
      textCount: 1,
      // Naming the two channels when they were connected took a unit each.
      quota: [
        {
          credential: 'user project',
          cost: 600,
          left: 10_000 - 2 * CONNECT_UNITS,
          queued: 0,
          fitsToday: Math.floor((10_000 - 2 * CONNECT_UNITS) / 50),
        },
      ],
      etaSeconds: 5 * 30,
      // Starting now, each channel's 6 comments 30 s apart, all on today's date (UTC: no zone).
      plan: {
        startAt: expect.any(String),
        beginsAt: expect.any(String),
        timeZone: 'UTC',
        finishAt: expect.any(String),
        channels: accountIds.map((id) => ({
          id,
          startAt: expect.any(String),
          finishAt: expect.any(String),
        })),
        days: expect.arrayContaining(
          accountIds.map((channelId) => ({ date: expect.any(String), channelId, count: 6 })),
        ),
        warnings: { idleFirstWeek: [], longerThan30Days: false },
      },
      pacingSeconds: 30,
      running: { batches: 0, comments: 0 },
      warnings: {
        repeatsPerVideo: 2,
        widelyUsedTexts: [],
        quotaShort: false,
        pausedAll: false,
        duplicates: 0,
        sameAsRunning: false,
        hiddenChannels: [],
      },
    });
    const { plan } = response.json<{
      plan: { startAt: string; beginsAt: string; finishAt: string };
    }>();
    expect(Date.parse(plan.finishAt) - Date.parse(plan.startAt)).toBe(5 * 30_000);
    // No windows: it begins at its start.
    expect(plan.beginsAt).toBe(plan.startAt);
    expect(await count('batches')).toBe(0);
  });
});

describe('creating a batch', () => {
  it('needs an explicit confirmation, and writes the batch with all its comments', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    const unconfirmed = await send('POST', '/api/batches', cookie, {
      accountIds,
      videoIds,
      mode: 'single',
      text: 'Hi',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(await count('batches')).toBe(0);
    const created = await send('POST', '/api/batches', cookie, {
      accountIds,
      videoIds,
      mode: 'single',
      text: 'Hi',
      confirmed: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'queued',
      total: 6,
      counts: { pending: 6 },
      eta: expect.any(String),
    });
    expect(await count('comments')).toBe(6);
    const list = (await send('GET', '/api/batches?active=true', cookie)).json();
    expect(list).toHaveLength(1);
  });

  it.each([
    ['no channel', { accountIds: [], mode: 'single', text: 'Hi' }, 'VALIDATION_FAILED'],
    ['no video', { videoIds: [], mode: 'single', text: 'Hi' }, 'VALIDATION_FAILED'],
    ['blank text and no template', { mode: 'single', text: '   ' }, 'EMPTY_PLAN'],
    ['multiple mode without templates', { mode: 'multi', templates: [] }, 'EMPTY_PLAN'],
    [
      'text over 10,000 characters',
      { mode: 'single', text: 'x'.repeat(10_001) },
      'VALIDATION_FAILED',
    ],
    [
      'a frequency over 100',
      {
        mode: 'multi',
        templates: [{ id: '00000000-0000-4000-8000-000000000000', frequency: 101 }],
      },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with 400 and creates nothing', async (_case, body, code) => {
    const { cookie, accountIds, videoIds } = await setUp();
    const response = await send('POST', '/api/batches', cookie, {
      accountIds,
      videoIds,
      confirmed: true,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await count('batches')).toBe(0);
    expect(await count('comments')).toBe(0);
  });

  it('refuses a batch over 100,000 comments and creates nothing', async () => {
    const { cookie, accountIds, videoIds } = await setUp('big', 600);
    const templates = await Promise.all(
      ['one', 'two'].map(
        async (word) =>
          (
            await send('POST', '/api/comment-templates?force=true', cookie, {
              content: `Big ${word}`,
            })
          ).json<{ id: string }>().id,
      ),
    );
    const response = await send('POST', '/api/batches', cookie, {
      accountIds,
      videoIds,
      mode: 'multi',
      templates: templates.map((id) => ({ id, frequency: 50 })),
      confirmed: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BATCH_TOO_LARGE', detail: '120000' });
    expect(await count('comments')).toBe(0);
  });
});

describe('isolation between users', () => {
  it("answers 404 to another user's channels, videos, templates and batches, and creates nothing", async () => {
    const a = await setUp('a');
    const b = await setUp('b');
    const mine = await send('POST', '/api/batches', a.cookie, {
      accountIds: a.accountIds,
      videoIds: a.videoIds,
      mode: 'single',
      text: 'Mine',
      confirmed: true,
    });
    const batchId = mine.json<{ id: string }>().id;
    const before = await count('comments');
    const attempts = [
      await send('POST', '/api/batches', b.cookie, {
        accountIds: a.accountIds,
        videoIds: b.videoIds,
        mode: 'single',
        text: 'x',
        confirmed: true,
      }),
      await send('POST', '/api/batches', b.cookie, {
        accountIds: b.accountIds,
        videoIds: ['zzzzzzzzzzz'],
        mode: 'single',
        text: 'x',
        confirmed: true,
      }),
      await send('POST', '/api/batches', b.cookie, {
        accountIds: b.accountIds,
        videoIds: b.videoIds,
        mode: 'single',
        templateId: a.templateId,
        confirmed: true,
      }),
      await send('GET', `/api/batches/${batchId}`, b.cookie),
      await send('POST', `/api/batches/${batchId}/cancel`, b.cookie),
      await send('POST', '/api/comments', b.cookie, {
        videoId: vid(0),
        content: 'x',
        accountId: a.accountIds[0],
      }),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(404);
    expect(await count('comments')).toBe(before);
    expect((await send('GET', '/api/comments', b.cookie)).json()).toEqual([]);
    expect((await send('GET', '/api/batches', b.cookie)).json()).toEqual([]);
  });
});

describe('comments recorded by hand', () => {
  it('a record is not queued; marking it posted by hand says "manual", never "posted"', async () => {
    const { cookie, accountIds } = await setUp();
    const created = await send('POST', '/api/comments', cookie, {
      videoId: vid(0),
      content: 'By hand',
      accountId: accountIds[0],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'pending',
      batchId: null,
      accountName: 'Alice Cooks',
    });
    const id = created.json<{ id: string }>().id;
    const marked = await send('PATCH', `/api/comments/${id}`, cookie, { status: 'manual' });
    expect(marked.json()).toMatchObject({ status: 'manual', platformCommentId: null });
    expect(
      (await send('PATCH', `/api/comments/${id}`, cookie, { status: 'posted' })).statusCode,
    ).toBe(400);
    const video = (await send('GET', '/api/videos', cookie)).json<
      { videoId: string; sentCount: number }[]
    >();
    expect(video.find((v) => v.videoId === vid(0))?.sentCount).toBe(0);
  });

  it('the per-call endpoints queue on the same engine, the recorded comment itself included', async () => {
    const { cookie, accountIds, videoIds } = await setUp();
    const recorded = (
      await send('POST', '/api/comments', cookie, {
        videoId: vid(0),
        content: 'Queue me',
        accountId: accountIds[0],
      })
    ).json<{ id: string }>();
    const one = await send('POST', '/api/youtube/comment', cookie, {
      videoId: vid(0),
      content: 'Queue me',
      accountId: accountIds[0],
      commentId: recorded.id,
    });
    expect(one.json()).toMatchObject({ mode: 'api', total: 1, counts: { pending: 1 } });
    expect(await count('comments')).toBe(1);
    const many = await send('POST', '/api/youtube/batch-comment', cookie, {
      videoIds,
      content: 'Many',
      accountId: accountIds[1],
    });
    expect(many.json()).toMatchObject({ mode: 'api', total: 3 });
  });
});
