import { describe, expect, it } from 'vitest';
import type { BatchPreview, Comment } from '@core/api/batches.schema';
import type { InboxPage, InboxThread } from '@core/api/inbox.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { addTemplate, joinWorkspace, register } from '@server/test/scenario';
import { buildTestServices, postingHelpers } from '@server/test/posting';
import { checkDueLooks } from '@server/visibility/visibility-checks.service';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/replies.md §3: answering a reply from the inbox, a batch of one on the posting engine.
const t = usePlatformTestApp();
const { send, setUp, launchText, drain, emulator } = postingHelpers(t);

/** A posted comment of Alice Cooks' with a viewer's reply to it, read into the inbox. */
async function replyInInbox(videoId = 'vidAAAAAAA1') {
  const user = await setUp([DEMO_CHANNEL.aliceCooks], [videoId]);
  const batch = await launchText(user.cookie, user.accountIds, [videoId], 'Lovely video!');
  expect((await drain(user.cookie, batch.id)).status).toBe('done');
  const {
    rows: [comment],
  } = await t.pool.query<{ id: string; platform_comment_id: string }>(
    'select id, platform_comment_id from comments where workspace_id = $1',
    [user.workspaceId],
  );
  await emulator().post(`comments/${comment!.platform_comment_id}/replies`, {
    text: 'Which camera did you use?',
    author: 'Dee',
  });
  const key = await send('POST', '/api/settings/check-key', user.cookie, {
    apiKey: 'AIzaSyViewerKeyForChecks000000000000000',
  });
  expect(key.statusCode, key.body).toBe(200);
  const read = await send('GET', `/api/comments/${comment!.id}/replies`, user.cookie);
  expect(read.statusCode, read.body).toBe(200);
  const page = (await send('GET', '/api/inbox', user.cookie)).json<InboxPage>();
  expect(page.replies).toHaveLength(1);
  return { ...user, videoId, comment: comment!, reply: page.replies[0]! };
}

/** The channel's answers in the thread on the platform. */
async function answersOnPlatform(parentId: string) {
  const threads = await emulator().comments();
  const thread = threads.find((c) => c.id === parentId);
  return (thread?.repliesAdded ?? []).filter((r) => r.authorChannelId === DEMO_CHANNEL.aliceCooks);
}

const commentCount = async () =>
  (await t.pool.query<{ n: number }>('select count(*)::int as n from comments')).rows[0]!.n;

describe('answering a reply from the inbox', () => {
  it('confirms, then posts the answer once into the thread, as the comment’s channel; the inbox and Reports say so', async () => {
    const user = await replyInInbox();
    const url = `/api/inbox/${user.reply.id}/answer`;
    const body = { content: 'A phone, believe it or not!' };

    const preview = await send('POST', `${url}/preview`, user.cookie, body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<BatchPreview>()).toMatchObject({
      total: 1,
      channels: [{ id: user.accountIds[0], comments: 1 }],
      texts: [{ content: body.content, frequency: 1 }],
      quota: [expect.objectContaining({ cost: 50 })],
    });
    expect(await commentCount()).toBe(1);

    const unconfirmed = await send('POST', url, user.cookie, body);
    expect(unconfirmed.statusCode).toBe(400);
    const created = await send('POST', url, user.cookie, { ...body, confirmed: true });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<Comment>();
    expect(answer).toMatchObject({
      kind: 'answer',
      replyId: user.reply.id,
      accountId: user.accountIds[0],
      videoId: user.videoId,
      content: body.content,
      status: 'pending',
    });

    const thread = async () => {
      const response = await send('GET', `/api/inbox/${user.reply.id}/thread`, user.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<InboxThread>();
    };
    // The thread shows the answer on its way, then in its place among the replies.
    expect((await thread()).answers).toEqual([
      expect.objectContaining({ id: answer.id, status: 'pending', replyId: user.reply.id }),
    ]);
    const count = await send('GET', '/api/inbox/count', user.cookie);
    expect(count.json()).toEqual({ unread: 0, any: true });

    expect((await drain(user.cookie, answer.batchId!)).status).toBe('done');
    const after = await thread();
    expect(after.answers).toEqual([]);
    expect(after.comment).toMatchObject({ id: user.comment.id, content: 'Lovely video!' });
    expect(after.replies.map((r) => [r.content, r.ours])).toEqual([
      ['Which camera did you use?', false],
      [body.content, true],
    ]);
    const onPlatform = await answersOnPlatform(user.comment.platform_comment_id);
    expect(onPlatform.map((r) => r.text)).toEqual([body.content]);
    const inserts = await emulator().calls('comments.insert');
    expect(inserts).toHaveLength(1);

    // Reports: posted, as an answer, with the platform's id.
    const listed = (await send('GET', `/api/comments?batchId=${answer.batchId}`, user.cookie)).json<
      Comment[]
    >();
    expect(listed).toEqual([
      expect.objectContaining({ id: answer.id, kind: 'answer', status: 'posted' }),
    ]);
    expect(listed[0]!.platformCommentId).toBeTruthy();
    // The inbox: the reply is read and handled, no longer waiting; the answer is in its thread.
    const waiting = (await send('GET', '/api/inbox?waiting=true', user.cookie)).json<InboxPage>();
    expect(waiting.replies).toEqual([]);
    const all = (await send('GET', '/api/inbox', user.cookie)).json<InboxPage>();
    expect(all.unread).toBe(0);
    expect(all.replies[0]!.handledAt).not.toBeNull();
    // Read again from YouTube, the answer is not kept twice.
    await send('GET', `/api/comments/${user.comment.id}/replies`, user.cookie);
    expect(
      (await t.pool.query('select 1 from replies where ours')).rowCount,
      'the answer kept once',
    ).toBe(1);
  });

  it('an editor’s answer waits for approval where the workspace asks for it, and is posted once approved', async () => {
    const user = await replyInInbox();
    const settings = await send('PATCH', '/api/workspace/settings', user.cookie, {
      approvalRequired: true,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const editor = await register(t, 'editor');
    await joinWorkspace(t, editor, user.workspaceId, 'editor');
    const created = await send('POST', `/api/inbox/${user.reply.id}/answer`, editor.cookie, {
      content: 'Approved first',
      confirmed: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<Comment>();
    const waiting = (await send('GET', `/api/batches/${answer.batchId}`, user.cookie)).json<{
      status: string;
      mode: string;
    }>();
    expect(waiting).toMatchObject({ status: 'awaitingApproval', mode: 'answer' });
    expect((await drain(user.cookie, answer.batchId!)).status).toBe('awaitingApproval');
    expect(await emulator().calls('comments.insert')).toHaveLength(0);

    const approved = await send('POST', `/api/batches/${answer.batchId}/approve`, user.cookie, {
      confirmed: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await drain(user.cookie, answer.batchId!)).status).toBe('done');
    expect((await answersOnPlatform(user.comment.platform_comment_id)).map((r) => r.text)).toEqual([
      'Approved first',
    ]);
  });

  it('an answer’s visibility is checked as a comment’s: looked up by its id, as others see it', async () => {
    const user = await replyInInbox();
    const created = await send('POST', `/api/inbox/${user.reply.id}/answer`, user.cookie, {
      content: 'Seen by others?',
      confirmed: true,
    });
    const answer = created.json<Comment>();
    expect((await drain(user.cookie, answer.batchId!)).status).toBe('done');
    const deps = await buildTestServices(t);
    const visibility = async () =>
      (
        await t.pool.query<{ visibility: string }>(
          'select visibility from comments where id = $1',
          [answer.id],
        )
      ).rows[0]!.visibility;
    // The first look (10 s after posting in the test services).
    await checkDueLooks(deps, { now: new Date(Date.now() + 11_000), tickMs: 600_000 });
    expect(await visibility()).toBe('visible');
    const byId = (await emulator().calls('comments.list')).length;
    expect(byId).toBeGreaterThanOrEqual(1);
    // Taken down on YouTube: the next look (60 s) does not find it; it was seen, so removed.
    const [thread] = (await emulator().comments()).filter(
      (c) => c.id === user.comment.platform_comment_id,
    );
    t.emu.state.comment(thread!.id)!.repliesAdded = [];
    await checkDueLooks(deps, { now: new Date(Date.now() + 61_000), tickMs: 600_000 });
    expect(await visibility()).toBe('removed');
  });

  it('answers with a template’s text', async () => {
    const user = await replyInInbox();
    const templateId = await addTemplate(t, user.cookie, 'Thanks for asking! More soon.');
    const created = await send('POST', `/api/inbox/${user.reply.id}/answer`, user.cookie, {
      templateId,
      confirmed: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Comment>()).toMatchObject({
      kind: 'answer',
      content: 'Thanks for asking! More soon.',
    });
  });

  it('refuses bad answers with a clear message and sends nothing', async () => {
    const user = await replyInInbox();
    const url = `/api/inbox/${user.reply.id}/answer`;
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const response = await send('POST', url, user.cookie, { confirmed: true, ...body });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
      return response.json<{ detail?: string }>();
    };
    await refused({ content: '   ' }, 400, 'VALIDATION_FAILED');
    await refused({ content: 'x'.repeat(10_001) }, 400, 'VALIDATION_FAILED');
    await refused({}, 400, 'VALIDATION_FAILED');
    const other = await register(t, 'other');
    const foreign = await send('POST', url, other.cookie, { content: 'Hi', confirmed: true });
    expect(foreign.statusCode).toBe(404);
    const missing = await send(
      'POST',
      '/api/inbox/00000000-0000-4000-8000-000000000000/answer',
      user.cookie,
      { content: 'Hi', confirmed: true },
    );
    expect(missing.statusCode).toBe(404);

    await t.pool.query('update accounts set posting_paused = true');
    expect((await refused({ content: 'Hi' }, 409, 'ANSWER_CHANNEL')).detail).toBe('paused');
    await t.pool.query("update accounts set posting_paused = false, status = 'error'");
    expect((await refused({ content: 'Hi' }, 409, 'ANSWER_CHANNEL')).detail).toBe('reconnect');
    await t.pool.query('update comments set account_id = null');
    expect((await refused({ content: 'Hi' }, 409, 'ANSWER_CHANNEL')).detail).toBe('gone');
    expect(await commentCount()).toBe(1);
    expect(await emulator().calls('comments.insert')).toHaveLength(0);
  });

  it('an answer YouTube refuses for good (comments turned off since) fails with its reason', async () => {
    const user = await replyInInbox();
    await emulator().post(`videos/${user.videoId}/comments`, { enabled: false });
    const created = await send('POST', `/api/inbox/${user.reply.id}/answer`, user.cookie, {
      content: 'Still there?',
      confirmed: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<Comment>();
    await drain(user.cookie, answer.batchId!);
    const {
      rows: [row],
    } = await t.pool.query<{ status: string; error_reason: string }>(
      'select status, error_reason from comments where id = $1',
      [answer.id],
    );
    expect(row).toEqual({ status: 'failed', error_reason: 'forbidden' });
    expect(await answersOnPlatform(user.comment.platform_comment_id)).toEqual([]);
  });
});
