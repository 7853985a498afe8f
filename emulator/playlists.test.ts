import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from './demo-accounts';
import { allPages, reasonOf, statusOf, useEmulator } from './use-emulator';

const { withKey, controls } = useEmulator();

/** A whole playlist, following nextPageToken to the end. */
async function playlistItems(playlistId: string) {
  const pages = await allPages((pageToken) =>
    withKey().playlistItems.list({
      part: ['snippet', 'contentDetails'],
      playlistId,
      maxResults: 50,
      pageToken,
    }),
  );
  return { pages, items: pages.flatMap((page) => page.items!) };
}

describe('channels.list', () => {
  it('finds a channel by handle, with or without the @, and names its uploads playlist', async () => {
    const yt = withKey();
    const byHandle = await yt.channels.list({
      part: ['snippet', 'contentDetails'],
      forHandle: '@ChordLab',
    });
    const channel = byHandle.data.items![0]!;
    expect(channel).toMatchObject({
      kind: 'youtube#channel',
      id: expect.stringMatching(/^UC[\w-]{22}$/),
      snippet: { title: 'Chord Lab', customUrl: '@chordlab' },
      contentDetails: { relatedPlaylists: { uploads: `UU${channel.id!.slice(2)}` } },
    });
    const bare = await yt.channels.list({ part: ['id'], forHandle: 'chordlab' });
    expect(bare.data.items![0]!.id).toBe(channel.id);
    const byId = await yt.channels.list({ part: ['contentDetails'], id: [channel.id!] });
    expect(byId.data.items![0]!.contentDetails).toEqual(channel.contentDetails);
    const nobody = await yt.channels.list({ part: ['id'], forHandle: '@nobody-here' });
    expect(nobody.data.items).toEqual([]);
    expect((await controls().quota()).projects[0]!.used).toBe(4);
  });
});

describe('playlistItems.list', () => {
  it('pages through a channel’s uploads, newest first, 1 unit a page', async () => {
    const { data } = await withKey().channels.list({
      part: ['contentDetails'],
      forHandle: '@dailydrift',
    });
    const channelId = data.items![0]!.id!;
    const uploads = data.items![0]!.contentDetails!.relatedPlaylists!.uploads!;
    const { pages, items } = await playlistItems(uploads);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toMatchObject({
      kind: 'youtube#playlistItemListResponse',
      pageInfo: { totalResults: items.length, resultsPerPage: 50 },
    });
    expect(items[0]).toMatchObject({
      kind: 'youtube#playlistItem',
      snippet: {
        playlistId: uploads,
        position: 0,
        channelId,
        title: expect.any(String),
        resourceId: { kind: 'youtube#video', videoId: items[0]!.contentDetails!.videoId },
        videoOwnerChannelId: channelId,
        thumbnails: { medium: { url: expect.stringContaining('/vi/') } },
      },
    });
    expect(items.map((item) => item.snippet!.position)).toEqual(items.map((_, i) => i));
    const dates = items.map((item) => item.contentDetails!.videoPublishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items.every((item) => item.snippet!.videoOwnerChannelId === channelId)).toBe(true);
    const usage = await controls().quota();
    expect(usage.projects[0]!.used).toBe(1 + pages.length);
  });

  it('serves the playlists the control API lists; a channel with no uploads has an empty one', async () => {
    const playlists = await controls().playlists();
    const bestOf = playlists.find((p) => p.title.startsWith('Best of'))!;
    expect(bestOf.id).toMatch(/^PL[\w-]{32}$/);
    const { items } = await playlistItems(bestOf.id);
    expect(items).toHaveLength(bestOf.videoCount);

    const [alice] = await controls().playlists(DEMO_CHANNEL.aliceCooks);
    expect(alice).toMatchObject({ id: `UU${DEMO_CHANNEL.aliceCooks.slice(2)}`, videoCount: 0 });
    expect((await playlistItems(alice!.id)).items).toEqual([]);
  });

  it.each([
    ['an unknown playlist', { playlistId: 'PLnobody' }, 404, 'playlistNotFound'],
    ['more than 50 a page', { maxResults: 51 }, 400, 'invalidValue'],
  ])('refuses %s', async (_name, params, status, reason) => {
    const [first] = await controls().playlists();
    const error = await withKey()
      .playlistItems.list({ part: ['snippet'], playlistId: first!.id, ...params }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(status);
    expect(reasonOf(error)).toBe(reason);
  });
});
