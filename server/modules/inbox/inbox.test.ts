import { describe, expect, it } from 'vitest';
import type { InboxPage } from '@core/api/inbox.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { joinWorkspace, register } from '@server/test/scenario';
import { postingHelpers } from '@server/test/posting';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/replies.md: the inbox holds the replies read from YouTube to the workspace's comments.
const t = usePlatformTestApp();
const { send, setUp, launchText, drain, emulator } = postingHelpers(t);

/** A person whose channel posted one comment on each video, and the comments' rows. */
async function posted(videos: string[]) {
  const user = await setUp([DEMO_CHANNEL.aliceCooks], videos);
  const batch = await launchText(user.cookie, user.accountIds, videos, 'Lovely video!');
  expect((await drain(user.cookie, batch.id)).status).toBe('done');
  const { rows } = await t.pool.query<{
    id: string;
    platform_comment_id: string;
    video_id: string;
  }>(
    'select id, platform_comment_id, video_id from comments where workspace_id = $1 order by video_id',
    [user.workspaceId],
  );
  return { ...user, batchId: batch.id, comments: rows };
}

const inbox = async (cookie: string, query = '') => {
  const response = await send('GET', `/api/inbox${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboxPage>();
};

describe('the inbox', () => {
  it('holds the replies read to the workspace’s comments, newest first, ours left out', async () => {
    const user = await posted(['vidAAAAAAA1', 'vidBBBBBBB2']);
    const [first, second] = user.comments;
    await emulator().post(`comments/${first!.platform_comment_id}/replies`, {
      text: 'Agreed',
      author: 'Dee',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await emulator().post(`comments/${second!.platform_comment_id}/replies`, {
      text: 'Why?',
      author: 'Eve',
    });
    // The channel's own answer in the thread is ours: kept, but not the inbox's news.
    await emulator().post(`comments/${first!.platform_comment_id}/replies`, {
      text: 'Thank you!',
      author: 'Alice Cooks',
      channelId: DEMO_CHANNEL.aliceCooks,
    });
    expect(await inbox(user.cookie)).toEqual({ replies: [], unread: 0, nextBefore: null });

    // Read on demand (a unit a page, paid by a viewer): kept for the inbox.
    const key = await send('POST', '/api/settings/check-key', user.cookie, {
      apiKey: 'AIzaSyViewerKeyForChecks000000000000000',
    });
    expect(key.statusCode, key.body).toBe(200);
    for (const comment of user.comments) {
      const read = await send('GET', `/api/comments/${comment.id}/replies`, user.cookie);
      expect(read.statusCode, read.body).toBe(200);
    }
    const page = await inbox(user.cookie);
    expect(page.unread).toBe(2);
    const { rows: kept } = await t.pool.query<{ content: string; ours: boolean }>(
      'select content, ours from replies order by content',
    );
    expect(kept).toEqual([
      { content: 'Agreed', ours: false },
      { content: 'Thank you!', ours: true },
      { content: 'Why?', ours: false },
    ]);
    expect(page.replies).toEqual([
      expect.objectContaining({
        author: 'Eve',
        content: 'Why?',
        readAt: null,
        comment: expect.objectContaining({
          id: second!.id,
          content: 'Lovely video!',
          videoId: 'vidBBBBBBB2',
          channelTitle: 'Alice Cooks',
          batchId: user.batchId,
        }),
      }),
      expect.objectContaining({ author: 'Dee', content: 'Agreed' }),
    ]);

    // Read again: nothing twice, and what was done with a reply stays.
    const eve = page.replies[0]!;
    const marked = await send('PATCH', `/api/inbox/${eve.id}`, user.cookie, {
      read: true,
      handled: true,
    });
    expect(marked.statusCode, marked.body).toBe(204);
    await send('GET', `/api/comments/${second!.id}/replies`, user.cookie);
    const after = await inbox(user.cookie);
    expect(after.replies).toHaveLength(2);
    expect(after.unread).toBe(1);
    expect(after.replies[0]).toMatchObject({
      readAt: expect.any(String),
      handledAt: expect.any(String),
    });
    expect((await inbox(user.cookie, '?unread=true')).replies.map((reply) => reply.author)).toEqual(
      ['Dee'],
    );
  });

  it('pages with before, and gives a reply only to a member, in its own workspace', async () => {
    const user = await posted(['vidAAAAAAA1']);
    const [comment] = user.comments;
    await send('POST', '/api/settings/check-key', user.cookie, {
      apiKey: 'AIzaSyViewerKeyForChecks000000000000000',
    });
    for (const text of ['One', 'Two', 'Three']) {
      await emulator().post(`comments/${comment!.platform_comment_id}/replies`, { text });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await send('GET', `/api/comments/${comment!.id}/replies`, user.cookie);
    const first = await inbox(user.cookie, '?limit=2');
    expect(first.replies.map((reply) => reply.content)).toEqual(['Three', 'Two']);
    const rest = await inbox(user.cookie, `?limit=2&before=${first.nextBefore}`);
    expect(rest).toMatchObject({
      replies: [expect.objectContaining({ content: 'One' })],
      nextBefore: null,
    });

    const stranger = await register(t, 'stranger');
    const id = first.replies[0]!.id;
    expect(
      (await send('PATCH', `/api/inbox/${id}`, user.cookie, { assigneeId: stranger.userId }))
        .statusCode,
    ).toBe(404);
    await joinWorkspace(t, stranger, user.workspaceId, 'editor');
    expect(
      (await send('PATCH', `/api/inbox/${id}`, user.cookie, { assigneeId: stranger.userId }))
        .statusCode,
    ).toBe(204);
    // "Given to me": the stranger's one reply, in their inbox and in the owner's, by their id.
    const given = await inbox(stranger.cookie, `?assigneeId=${stranger.userId}`);
    expect(given.replies.map((reply) => [reply.content, reply.assigneeId])).toEqual([
      ['Three', stranger.userId],
    ]);
    expect((await inbox(user.cookie, `?assigneeId=${user.userId}`)).replies).toEqual([]);
    // Another workspace's person finds nothing of it.
    const other = await register(t, 'other');
    expect((await send('PATCH', `/api/inbox/${id}`, other.cookie, { read: true })).statusCode).toBe(
      404,
    );
    expect((await inbox(other.cookie)).replies).toEqual([]);
  });

  it('filters by video, batch and template, and finds the replies still waiting for an answer', async () => {
    const user = await posted(['vidAAAAAAA1', 'vidBBBBBBB2']);
    const [onA, onB] = user.comments;
    await send('POST', '/api/settings/check-key', user.cookie, {
      apiKey: 'AIzaSyViewerKeyForChecks000000000000000',
    });
    const reply = async (comment: { platform_comment_id: string }, body: object) => {
      await emulator().post(`comments/${comment.platform_comment_id}/replies`, body);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await reply(onA!, { text: 'Where is this?', author: 'Dee' });
    await reply(onA!, {
      text: 'In Lyon!',
      author: 'Alice Cooks',
      channelId: DEMO_CHANNEL.aliceCooks,
    });
    await reply(onB!, { text: 'Nice', author: 'Eve' });
    for (const comment of user.comments) {
      await send('GET', `/api/comments/${comment.id}/replies`, user.cookie);
    }
    const authors = async (query: string) =>
      (await inbox(user.cookie, query)).replies.map((item) => item.author);

    expect(await authors('')).toEqual(['Eve', 'Dee']);
    expect(await authors('?videoId=vidAAAAAAA1')).toEqual(['Dee']);
    expect(await authors(`?batchId=${user.batchId}`)).toEqual(['Eve', 'Dee']);
    expect(await authors('?batchId=00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await authors('?templateId=00000000-0000-4000-8000-000000000000')).toEqual([]);
    // Dee was answered by the channel after asking; Eve was not.
    expect(await authors('?waiting=true')).toEqual(['Eve']);
  });
});
