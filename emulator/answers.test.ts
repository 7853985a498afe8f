import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from './demo-accounts';
import { reasonOf, statusOf, useEmulator } from './use-emulator';

// comments.insert with a parentId: a channel answers a thread, as the app's answers do.
const { control, controls, authorize, withKey } = useEmulator();

type YouTube = Awaited<ReturnType<typeof authorize>>['yt'];

async function post(yt: YouTube, videoId = 'vid00000001') {
  const { data } = await yt.commentThreads.insert({
    part: ['snippet'],
    requestBody: {
      snippet: { videoId, topLevelComment: { snippet: { textOriginal: 'A comment' } } },
    },
  });
  return data.id!;
}

const answer = (yt: YouTube, parentId: string, textOriginal = 'Thanks for the reply!') =>
  yt.comments.insert(
    { part: ['snippet'], requestBody: { snippet: { parentId, textOriginal } } },
    { retry: false },
  );

describe('an answer in a thread (comments.insert)', () => {
  it('joins the thread as its channel’s, newest first, counted in the thread, for 50 units', async () => {
    await control('clock', { now: '2026-11-29T10:00:00Z' });
    const cooks = await authorize(DEMO_CHANNEL.aliceCooks, 'client-answers');
    const parent = await post(cooks.yt);
    await control('clock', { advanceMs: 60_000 });
    await control(`comments/${parent}/replies`, { text: 'Nice!', author: 'Bob' });
    await control('clock', { advanceMs: 60_000 });

    const { data } = await answer(cooks.yt, parent);
    expect(data).toMatchObject({
      kind: 'youtube#comment',
      id: expect.stringMatching(new RegExp(`^${parent}\\.`)),
      snippet: {
        parentId: parent,
        textOriginal: 'Thanks for the reply!',
        authorDisplayName: 'Alice Cooks',
        authorChannelId: { value: DEMO_CHANNEL.aliceCooks },
      },
    });
    const viewer = withKey();
    const replies = await viewer.comments.list({ part: ['snippet'], parentId: parent });
    expect(replies.data.items!.map((reply) => reply.snippet!.textOriginal)).toEqual([
      'Thanks for the reply!',
      'Nice!',
    ]);
    expect(replies.data.items![1]!.snippet!.authorChannelId).toBeUndefined();
    const thread = await viewer.commentThreads.list({ part: ['snippet'], id: [parent] });
    expect(thread.data.items![0]!.snippet!.totalReplyCount).toBe(2);

    const usage = await controls().quota();
    expect(usage.projects).toContainEqual(
      expect.objectContaining({
        project: 'client-answers',
        byMethod: { 'commentThreads.insert': 50, 'comments.insert': 50 },
      }),
    );
  });

  it('is refused as Google refuses it: no thread, empty or long text, comments turned off', async () => {
    const { yt } = await authorize();
    const parent = await post(yt, 'vid00000002');
    const refused = async (parentId: string, text?: string) => {
      const error = await answer(yt, parentId, text).catch((e: unknown) => e);
      return [statusOf(error), reasonOf(error)];
    };
    expect(await refused('Ugznothing')).toEqual([404, 'commentNotFound']);
    expect(await refused(parent, '   ')).toEqual([400, 'commentTextRequired']);
    expect(await refused(parent, 'x'.repeat(10_001))).toEqual([400, 'commentTextTooLong']);
    await control('videos/vid00000002/comments', { enabled: false });
    expect(await refused(parent)).toEqual([403, 'forbidden']);
  });

  it('may fail with processingFailure, or lose its answer though it was posted', async () => {
    const { yt } = await authorize();
    const parent = await post(yt);
    await control('faults', { reason: 'processingFailure', method: 'comments.insert', count: 1 });
    expect(reasonOf(await answer(yt, parent).catch((e: unknown) => e))).toBe('processingFailure');
    await control('faults', { reason: 'dropAfterInsert', method: 'comments.insert', count: 1 });
    const lost = await answer(yt, parent, 'Lost on the way back').catch((e: unknown) => e);
    expect(statusOf(lost)).toBeUndefined();
    const replies = await withKey().comments.list({ part: ['snippet'], parentId: parent });
    expect(replies.data.items!.map((reply) => reply.snippet!.textOriginal)).toEqual([
      'Lost on the way back',
    ]);
  });
});
