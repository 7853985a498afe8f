import { describe, expect, it } from 'vitest';
import type { Comment } from '@core/api/batches.schema';
import type { InboxPage } from '@core/api/inbox.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { until } from '../test/worker-process';
import { withScenario, type Scenario } from '../test/worker-scenario';

/**
 * Answers to replies (docs/replies.md §3) on the posting engine, through the emulator and
 * `npm run worker` processes at the app's default settings (pacing 30 s, platform timeout 30 s,
 * settle delay 5 s), as exactly-once.test.ts does for comments.
 */
const FIRST_SENDS_MS = 60_000;

/** Alice Cooks' comment on `videoId`, posted by a worker, with a viewer's reply in the inbox. */
async function answerable(s: Scenario, videos: string[]) {
  const user = await s.setUp([DEMO_CHANNEL.aliceCooks], videos, null);
  const batch = await s.launchText(user.cookie, user.accountIds, [videos[0]!], 'Nice one');
  const worker = s.startWorker();
  await s.waitUntilDone(user.cookie, batch.id, FIRST_SENDS_MS);
  const [posted] = await s.ourComments();
  await s.emulator().post(`comments/${posted!.id}/replies`, { text: 'How?', author: 'Dee' });
  const key = await s.send('POST', '/api/settings/check-key', user.cookie, {
    apiKey: 'AIzaSyViewerKeyForChecks000000000000000',
  });
  expect(key.statusCode, key.body).toBe(200);
  const { rows } = await s.t.pool.query<{ id: string }>('select id from comments');
  await s.send('GET', `/api/comments/${rows[0]!.id}/replies`, user.cookie);
  const inbox = (await s.send('GET', '/api/inbox', user.cookie)).json<InboxPage>();
  return { ...user, worker, parentId: posted!.id, replyId: inbox.replies[0]!.id };
}

async function answer(s: Scenario, cookie: string, replyId: string, content: string) {
  const created = await s.send('POST', `/api/inbox/${replyId}/answer`, cookie, {
    content,
    confirmed: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Comment>();
}

/** The answer is in its thread once, and its row says posted with that reply's id. */
async function expectAnsweredOnce(s: Scenario, parentId: string, answerId: string) {
  const threads = await s.emulator().comments();
  const ours = threads
    .find((c) => c.id === parentId)!
    .repliesAdded.filter((r) => r.authorChannelId === DEMO_CHANNEL.aliceCooks);
  expect(ours, 'the answer once in its thread').toHaveLength(1);
  const { rows } = await s.t.pool.query<{ status: string; platform_comment_id: string }>(
    'select status, platform_comment_id from comments where id = $1',
    [answerId],
  );
  expect(rows).toEqual([{ status: 'posted', platform_comment_id: ours[0]!.id }]);
}

describe.concurrent('answers, exactly once, at the default settings', () => {
  it(
    'an answer whose response is lost is found in its thread and posted once; answer and comment keep the channel’s 30 s pacing together',
    () =>
      withScenario(async (s) => {
        const videos = ['answerVid01', 'answerVid02'];
        const user = await answerable(s, videos);
        await s.emulator().post('faults', {
          reason: 'dropAfterInsert',
          method: 'comments.insert',
          count: 1,
        });
        const sent = await answer(s, user.cookie, user.replyId, 'A phone!');
        const comment = await s.launchText(user.cookie, user.accountIds, [videos[1]!], 'Again');
        await s.waitUntilDone(user.cookie, sent.batchId!, 120_000);
        await s.waitUntilDone(user.cookie, comment.id, 120_000);
        await expectAnsweredOnce(s, user.parentId, sent.id);
        const answers = await s.emulator().calls('comments.insert');
        expect(answers, 'sent once: the look-up found it').toHaveLength(1);

        // One channel, one pace: every send reached "YouTube" 30 s or more after the one before.
        const times = [...answers, ...(await s.emulator().calls('commentThreads.insert'))]
          .map((c) => c.receivedAt)
          .sort((a, b) => a - b);
        expect(times).toHaveLength(3);
        for (let i = 1; i < times.length; i++)
          expect(times[i]! - times[i - 1]!, `send ${i}`).toBeGreaterThanOrEqual(30_000);
      }),
    240_000,
  );

  it(
    'a worker killed while the answer’s response is on its way: looked for after the restart, never sent twice',
    () =>
      withScenario(async (s) => {
        const user = await answerable(s, ['answerKill1']);
        await s.emulator().post('answer-delay', { ms: 60_000 });
        const sent = await answer(s, user.cookie, user.replyId, 'Killed mid-answer');
        expect(
          await until(
            async () => (await s.emulator().calls('comments.insert')).length === 1,
            FIRST_SENDS_MS,
          ),
        ).toBe(true);
        await s.kill(user.worker);
        await s.emulator().post('answer-delay', { ms: 0 });
        s.startWorker();
        await s.waitUntilDone(user.cookie, sent.batchId!, 90_000);
        await expectAnsweredOnce(s, user.parentId, sent.id);
        expect(await s.emulator().calls('comments.insert')).toHaveLength(1);
        // The look-up read the thread, as the channel.
        expect((await s.emulator().calls('comments.list')).length).toBeGreaterThanOrEqual(1);
      }),
    240_000,
  );
});
