import { describe, expect, it } from 'vitest';
import { emulatorControl } from '@emulator/control-client';
import { sender } from '@server/test/api-request';
import { CONNECT_UNITS, findPage, signUp, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

const t = usePlatformTestApp();
const send = sender(t);

const CHORD_LAB = 'UCXIbc5mBMEcSjyx9QBzpKIy';

describe('GET /api/find/search', () => {
  it('finds a page of 50 with statistics and pages on with nextPageToken to the end', async () => {
    const { cookie } = await userWithChannels(t);
    const first = await findPage(t, cookie, '/api/find/search?q=guitar');
    expect(first.scanned).toBe(50);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      videoId: expect.stringMatching(/^[\w-]{11}$/),
      title: expect.stringMatching(/guitar/i),
      channelTitle: expect.any(String),
      duration: expect.stringMatching(/^P/),
      viewCount: expect.any(Number),
      saved: false,
    });
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await findPage(
      t,
      cookie,
      `/api/find/search?q=guitar&pageToken=${encodeURIComponent(first.nextPageToken!)}`,
    );
    expect(second.scanned).toBe(9); // 59 guitar videos in the emulator's catalogue
    expect(second.nextPageToken).toBeNull();
    const ids = [...first.items, ...second.items].map((v) => v.videoId);
    expect(new Set(ids).size).toBe(59);
  });

  it('keeps only the videos in the views range, and says how many YouTube returned', async () => {
    const { cookie } = await userWithChannels(t);
    const all = await findPage(t, cookie, '/api/find/search?q=guitar');
    const views = all.items.map((v) => v.viewCount!).sort((a, b) => a - b);
    const [min, max] = [views[10]!, views[30]!];
    const some = await findPage(
      t,
      cookie,
      `/api/find/search?q=guitar&viewsMin=${min}&viewsMax=${max}`,
    );
    expect(some.scanned).toBe(50);
    expect(some.items.length).toBe(views.filter((v) => v >= min && v <= max).length);
    expect(some.items.every((v) => v.viewCount! >= min && v.viewCount! <= max)).toBe(true);
    const shorts = await findPage(t, cookie, '/api/find/search?q=guitar&shorts=only');
    expect(shorts.items.every((v) => v.isShort)).toBe(true);
  });

  it("marks the videos already in the user's collection as saved", async () => {
    const { cookie } = await userWithChannels(t);
    const before = await findPage(t, cookie, '/api/find/search?q=chess');
    const kept = before.items[3]!.videoId;
    await send('POST', '/api/videos/import', cookie, {
      videos: [{ videoId: kept }],
      source: 'csv',
    });
    const after = await findPage(t, cookie, '/api/find/search?q=chess');
    expect(after.items.filter((v) => v.saved).map((v) => v.videoId)).toEqual([kept]);
  });

  it('refuses an empty query and a views minimum over the maximum, spending nothing', async () => {
    const { cookie } = await userWithChannels(t);
    expect((await send('GET', '/api/find/search?q=', cookie)).statusCode).toBe(400);
    expect((await send('GET', '/api/find/search?q=%20%20', cookie)).statusCode).toBe(400);
    const upsideDown = await send('GET', '/api/find/search?q=chess&viewsMin=10&viewsMax=5', cookie);
    expect(upsideDown.statusCode).toBe(400);
    expect(await emulatorControl(t.emu.url).calls('search.list')).toEqual([]);
  });

  it('says to connect a channel first when nothing can read YouTube', async () => {
    const cookie = await signUp(t);
    const response = await send('GET', '/api/find/search?q=chess', cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NO_PLATFORM_ACCESS');
  });
});

describe('GET /api/find/popular', () => {
  it("pages through a region's chart, most viewed first", async () => {
    const { cookie } = await userWithChannels(t);
    // FR has no videos of its own in the emulator: its chart is the whole catalogue's, 200 long.
    const first = await findPage(t, cookie, '/api/find/popular?regionCode=FR');
    expect(first.scanned).toBe(first.items.length);
    const views = first.items.map((v) => v.viewCount!);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(first.spent).toBe(1);
    expect(first.scanned).toBe(50);
    const next = await findPage(
      t,
      cookie,
      `/api/find/popular?regionCode=FR&pageToken=${encodeURIComponent(first.nextPageToken!)}`,
    );
    expect(next.items[0]!.viewCount!).toBeLessThanOrEqual(views.at(-1)!);
  });
});

describe('GET /api/find/topics', () => {
  it('lists the assignable categories in the interface language', async () => {
    const { cookie } = await userWithChannels(t);
    const response = await send('GET', '/api/find/topics?regionCode=US&hl=zh-CN', cookie);
    expect(response.statusCode).toBe(200);
    const { items, spent, quota } = response.json<{
      items: { id: string; title: string }[];
      spent: number;
      quota: { used: number };
    }>();
    expect(items).toContainEqual({ id: '10', title: '音乐' });
    // Beside what connecting the channel took.
    expect({ spent, used: quota.used }).toEqual({ spent: 1, used: CONNECT_UNITS + 1 });
    const english = (await send('GET', '/api/find/topics?regionCode=US', cookie)).json<{
      items: { id: string; title: string }[];
    }>();
    expect(english.items).toContainEqual({ id: '10', title: 'Music' });
    expect(english.items.length).toBe(items.length);
    // Short Movies (18) and Videoblogging (21) exist but no upload may be given them.
    expect(english.items.map((i) => i.id)).not.toContain('18');
    expect(english.items.map((i) => i.id)).not.toContain('21');
  });
});

describe('GET /api/find/source', () => {
  it("lists a channel's uploads by handle or by id, newest first, and names it", async () => {
    const { cookie } = await userWithChannels(t);
    const byHandle = await findPage(t, cookie, '/api/find/source?link=%40chordlab');
    expect(byHandle.source).toEqual({ kind: 'channel', title: 'Chord Lab' });
    expect(byHandle.items.every((v) => v.channelId === CHORD_LAB)).toBe(true);
    const dates = byHandle.items.map((v) => v.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(byHandle.spent).toBe(3); // channels.list for the handle, playlistItems, videos
    const next = await findPage(
      t,
      cookie,
      `/api/find/source?link=%40ChordLab&pageToken=${encodeURIComponent(byHandle.nextPageToken!)}`,
    );
    expect(next.spent).toBe(2); // the handle is known now
    expect(next.items[0]!.publishedAt! <= dates.at(-1)!).toBe(true);

    const link = encodeURIComponent(`https://www.youtube.com/channel/${CHORD_LAB}`);
    const byId = await findPage(t, cookie, `/api/find/source?link=${link}`);
    expect(byId.source).toEqual({ kind: 'channel', title: 'Chord Lab' });
    expect(byId.items.map((v) => v.videoId)).toEqual(byHandle.items.map((v) => v.videoId));
    expect(byId.spent).toBe(2); // the uploads playlist is named after the channel id
    expect(await emulatorControl(t.emu.url).calls('channels.list')).toHaveLength(2); // mine, handle
  });

  it('lists a playlist as it is', async () => {
    const { cookie } = await userWithChannels(t);
    const bestOf = (await emulatorControl(t.emu.url).playlists(CHORD_LAB)).find((p) =>
      p.id.startsWith('PL'),
    )!;
    const link = encodeURIComponent(`https://www.youtube.com/playlist?list=${bestOf.id}`);
    const page = await findPage(t, cookie, `/api/find/source?link=${link}`);
    expect(page.source).toEqual({ kind: 'playlist', title: bestOf.id });
    expect(page.scanned).toBe(bestOf.videoCount);
    expect(page.spent).toBe(2);
  });

  it("answers 404 with Google's reason for a playlist or channel YouTube does not have", async () => {
    const { cookie } = await userWithChannels(t);
    const link = encodeURIComponent('https://www.youtube.com/playlist?list=PLnothingHere000000000');
    const playlist = await send('GET', `/api/find/source?link=${link}`, cookie);
    expect(playlist.statusCode).toBe(404);
    expect(playlist.json()).toMatchObject({
      code: 'FIND_SOURCE_NOT_FOUND',
      detail: 'playlistNotFound',
    });
    const channel = await send('GET', '/api/find/source?link=%40nobodyhere', cookie);
    expect(channel.statusCode).toBe(404);
    expect(channel.json()).toMatchObject({
      code: 'FIND_SOURCE_NOT_FOUND',
      detail: 'channelNotFound',
    });
  });

  it('refuses a link that is neither a channel nor a playlist, calling nobody', async () => {
    const { cookie } = await userWithChannels(t);
    const link = encodeURIComponent('https://example.com/somewhere');
    const response = await send('GET', `/api/find/source?link=${link}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FIND_SOURCE_UNKNOWN');
    expect(await emulatorControl(t.emu.url).calls('channels.list')).toHaveLength(1); // mine=true, on connecting
  });
});
