import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from './demo-accounts';
import { reasonOf, statusOf, useEmulator } from './use-emulator';

const { url, control, authorize, withKey, oauthClient } = useEmulator();

async function post(yt: Awaited<ReturnType<typeof authorize>>['yt'], text: string) {
  const { data } = await yt.commentThreads.insert({
    part: ['snippet'],
    requestBody: {
      snippet: { videoId: 'vid00000001', topLevelComment: { snippet: { textOriginal: text } } },
    },
  });
  return data.id!;
}

const listedTo = async (yt: ReturnType<typeof withKey>, ids: string[]) =>
  (await yt.commentThreads.list({ part: ['snippet'], id: ids })).data.items!.map((t) => t.id);

describe("a viewer's view of comments", () => {
  it("shows a held or hidden comment only to its author's channel, by id or on the video", async () => {
    await control('clock', { now: '2026-11-25T10:00:00Z' });
    const cooks = await authorize(DEMO_CHANNEL.aliceCooks);
    const travels = await authorize(
      DEMO_CHANNEL.aliceTravels,
      'client-b.apps.googleusercontent.com',
    );
    const shown = await post(cooks.yt, 'Published for all');
    await control('moderation', { channelId: DEMO_CHANNEL.aliceCooks, mode: 'hold' });
    const held = await post(cooks.yt, 'Held for review');
    await control('moderation', { channelId: DEMO_CHANNEL.aliceCooks, mode: 'hide' });
    const hidden = await post(cooks.yt, 'Likely spam');

    const viewer = withKey();
    expect(await listedTo(viewer, [shown, held, hidden])).toEqual([shown]);
    const other = await travels.yt.commentThreads.list({
      part: ['snippet'],
      id: [shown, held, hidden],
    });
    expect(other.data.items!.map((t) => t.id)).toEqual([shown]);
    const author = await cooks.yt.commentThreads.list({
      part: ['snippet'],
      id: [shown, held, hidden],
    });
    expect(author.data.items!.map((t) => t.id)).toEqual([shown, held, hidden]);
    const onVideo = await viewer.commentThreads.list({ part: ['snippet'], videoId: 'vid00000001' });
    expect(onVideo.data.items!.map((t) => t.id)).toEqual([shown]);
  });

  it('takes at most 50 ids a call, and leaves out a removed comment', async () => {
    const { yt } = await authorize();
    const id = await post(yt, 'Soon gone');
    const viewer = withKey();
    expect(await listedTo(viewer, [id])).toEqual([id]);
    expect((await fetch(`${url()}/__emulator/comments/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect(await listedTo(viewer, [id])).toEqual([]);
    const tooMany = Array.from({ length: 51 }, (_, i) => `Ugz${i}`);
    const refused = await viewer.commentThreads
      .list({ part: ['snippet'], id: tooMany })
      .catch((e: unknown) => e);
    expect(statusOf(refused)).toBe(400);
  });

  it('grows likes and replies with time on a published comment, and adds them on demand', async () => {
    await control('clock', { now: '2026-11-25T10:00:00Z' });
    const { yt } = await authorize();
    const id = await post(yt, 'Liked in time');
    const viewer = withKey();
    const thread = async () =>
      (await viewer.commentThreads.list({ part: ['snippet'], id: [id] })).data.items![0]!.snippet!;
    expect(await thread()).toMatchObject({
      totalReplyCount: 0,
      topLevelComment: { snippet: { likeCount: 0 } },
    });

    await control('clock', { advanceMs: 2 * 3600_000 + 5 * 60_000 }); // 2 h 5 min later
    await control(`comments/${id}/likes`, { count: 3 });
    await control(`comments/${id}/replies`, { text: 'Agreed!', author: 'Bob' });
    expect(await thread()).toMatchObject({
      totalReplyCount: 3,
      topLevelComment: { snippet: { likeCount: 12 + 3 } },
    });
    const replies = await viewer.comments.list({ part: ['snippet'], parentId: id, maxResults: 2 });
    expect(replies.data.items!.map((r) => r.snippet!.textOriginal)).toEqual([
      'Agreed!',
      'Reply 2 to this comment',
    ]);
    const rest = await viewer.comments.list({
      part: ['snippet'],
      parentId: id,
      pageToken: replies.data.nextPageToken!,
    });
    expect(rest.data.items!.map((r) => r.snippet!.authorDisplayName)).toEqual(['Viewer 1']);
    const none = await viewer.comments
      .list({ part: ['snippet'], parentId: 'Ugznothing' })
      .catch((e: unknown) => e);
    expect(reasonOf(none)).toBe('commentNotFound');
  });
});

describe('an app in Testing', () => {
  it("announces its refresh token's 7 days, and answers invalid_grant once they are over", async () => {
    await control('clock', { now: '2026-11-25T10:00:00Z' });
    const clientId = 'testing-app.apps.googleusercontent.com';
    await control(`clients/${clientId}`, { testing: true });
    const { tokens } = await authorize(DEMO_CHANNEL.aliceCooks, clientId);
    expect((tokens as { refresh_token_expires_in?: number }).refresh_token_expires_in).toBe(
      604_800,
    );

    await control('clock', { advanceMs: 7 * 24 * 3600_000 - 60_000 });
    const fresh = oauthClient(clientId);
    fresh.setCredentials({ refresh_token: tokens.refresh_token });
    expect((await fresh.refreshAccessToken()).credentials.access_token).toBeTruthy();

    await control('clock', { advanceMs: 2 * 60_000 });
    const late = oauthClient(clientId);
    late.setCredentials({ refresh_token: tokens.refresh_token });
    const refused = await late.refreshAccessToken().catch((e: unknown) => e);
    expect(
      String((refused as { response?: { data?: { error?: string } } }).response?.data?.error),
    ).toBe('invalid_grant');
  });
});
