import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import type { AuditPage } from '@core/api/audit.schema';
import { quotaDay } from '@core/posting/quota-day';
import type { Role } from '@core/workspaces/roles';
import { sender } from '@server/test/api-request';
import { setDatabaseNow } from '@server/test/database-clock';
import { createTestWorker, postEverythingDue, postingHelpers } from '@server/test/posting';
import { joinWorkspace, launchBatch, register, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/architecture.md §10: in a workspace that asks for approval, an editor's batch waits for an
// owner's or an admin's decision, posting nothing and holding no quota until then.
const t = usePlatformTestApp();
const send = sender(t);
const helpers = postingHelpers(t);

const VIDEOS = ['vidAAAAAAA1', 'vidAAAAAAA2'];

/** An owner with two channels asking for approval, and an admin, an editor and a viewer. */
async function team() {
  const owner = await userWithChannels(t, {
    name: 'owner',
    channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    videos: VIDEOS,
    pacingSeconds: 0,
  });
  const member = async (role: Role) => {
    const person = await register(t, role);
    await joinWorkspace(t, person, owner.workspaceId, role);
    return person;
  };
  const [admin, editor, viewer] = [
    await member('admin'),
    await member('editor'),
    await member('viewer'),
  ];
  const refused = await send('PATCH', '/api/workspace/settings', editor.cookie, {
    approvalRequired: true,
  });
  expect(refused.statusCode).toBe(403);
  const on = await send('PATCH', '/api/workspace/settings', owner.cookie, {
    approvalRequired: true,
  });
  expect(on.json()).toEqual({ approvalRequired: true });
  const { email } = (await send('GET', '/api/account', owner.cookie)).json<{ email: string }>();
  const plan = { accountIds: owner.accountIds, videoIds: VIDEOS, mode: 'single', text: 'Lovely!' };
  return { owner: { ...owner, email }, admin, editor, viewer, plan };
}

const told = async (userId: string, type: string) => {
  const { rows } = await t.pool.query<{ data: Record<string, unknown> }>(
    'select data from notifications where user_id = $1 and type = $2',
    [userId, type],
  );
  return rows.map((row) => row.data);
};

const heldForPosting = async (cookie: string) =>
  (await send('GET', '/api/find/quota', cookie)).json().quota.reservedForPosting as number;

describe('approval', () => {
  it("holds an editor's batch, posting nothing and holding no quota, until an admin approves it", async () => {
    const { owner, admin, editor, viewer, plan } = await team();
    const waiting = await launchBatch(t, editor.cookie, plan);
    const batch = (await send('GET', `/api/batches/${waiting.id}`, editor.cookie)).json();
    expect(batch).toMatchObject({ status: 'awaitingApproval', total: 4, eta: null });
    expect(batch.createdBy).toBe(editor.userId);

    const worker = await createTestWorker(t);
    await postEverythingDue(worker);
    expect(await helpers.emulatorComments()).toEqual([]);
    expect(await heldForPosting(owner.cookie)).toBe(0);

    // Those who may approve are told; the author and the viewer are not.
    const request = { batchId: waiting.id, total: 4, channels: 2, author: editor.email };
    expect(await told(owner.userId, 'batch.approvalRequested')).toEqual([request]);
    expect(await told(admin.userId, 'batch.approvalRequested')).toEqual([request]);
    expect(await told(editor.userId, 'batch.approvalRequested')).toEqual([]);
    expect(await told(viewer.userId, 'batch.approvalRequested')).toEqual([]);

    const queue = (await send('GET', '/api/approvals', viewer.cookie)).json();
    expect(queue.count).toBe(1);
    expect(queue.items[0]).toMatchObject({
      batch: { id: waiting.id, status: 'awaitingApproval' },
      author: { id: editor.userId, email: editor.email },
      channels: 2,
      videos: 2,
      firstText: 'Lovely!',
      textCount: 1,
    });
    const view = (await send('GET', `/api/batches/${waiting.id}/approval`, admin.cookie)).json();
    expect(view.confirmed).toMatchObject({
      total: 4,
      texts: [{ content: 'Lovely!', frequency: 1 }],
    });
    expect(view.current).toMatchObject({ total: 4, warnings: { sameAsRunning: false } });
    expect(view.changes).toEqual([]);
    expect(view.decision).toBeNull();

    // Nobody below an admin decides, their own batch or not.
    for (const who of [editor, viewer]) {
      const no = await send('POST', `/api/batches/${waiting.id}/approve`, who.cookie, {
        confirmed: true,
      });
      expect(no.statusCode).toBe(403);
    }
    const approved = await send('POST', `/api/batches/${waiting.id}/approve`, admin.cookie, {
      confirmed: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('queued');
    expect(await heldForPosting(owner.cookie)).toBe(4 * 50);
    const again = await send('POST', `/api/batches/${waiting.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BATCH_STATE', detail: 'queued' });

    expect((await helpers.drain(editor.cookie, waiting.id, worker)).status).toBe('done');
    expect(await helpers.emulatorComments()).toHaveLength(4);
    expect(await told(editor.userId, 'batch.approved')).toEqual([
      { batchId: waiting.id, total: 4, by: admin.email },
    ]);
    const decided = (
      await send('GET', `/api/batches/${waiting.id}/approval`, editor.cookie)
    ).json();
    expect(decided.decision).toMatchObject({ by: { email: admin.email }, reason: null });

    const audit = (await send('GET', '/api/audit', owner.cookie)).json<AuditPage>();
    expect(audit.items.map((e) => e.kind).slice(0, 3)).toEqual([
      'batch.approved',
      'batch.confirmed',
      'workspace.approvalChanged',
    ]);
    expect(audit.items[0]).toMatchObject({ actor: { email: admin.email }, subjectId: waiting.id });
    // The author reads the decision on their batch in the log too; the viewer, nothing of it.
    const authors = (await send('GET', '/api/audit', editor.cookie)).json<AuditPage>();
    expect(authors.items.map((e) => [e.kind, e.actor?.email, e.ip === null])).toEqual([
      ['batch.approved', admin.email, true],
      ['batch.confirmed', editor.email, false],
    ]);
    const viewers = (await send('GET', '/api/audit', viewer.cookie)).json<AuditPage>();
    expect(viewers.items).toEqual([]);
  });

  it("lets an owner's own confirmation stand, and a rejection cancel all with its reason", async () => {
    const { owner, editor, plan } = await team();
    const owners = await launchBatch(t, owner.cookie, plan);
    expect((await helpers.getBatch(owner.cookie, owners.id)).status).toBe('queued');

    const waiting = await launchBatch(t, editor.cookie, { ...plan, text: 'Second thoughts' });
    const blank = await send('POST', `/api/batches/${waiting.id}/reject`, owner.cookie, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    const rejected = await send('POST', `/api/batches/${waiting.id}/reject`, owner.cookie, {
      reason: 'Not on these videos',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', counts: { cancelled: 4 } });
    expect(await told(editor.userId, 'batch.rejected')).toEqual([
      { batchId: waiting.id, total: 4, by: owner.email, reason: 'Not on these videos' },
    ]);
    await postEverythingDue(await createTestWorker(t));
    const texts = (await helpers.emulatorComments()).map((c) => c.text);
    expect(texts).toHaveLength(4);
    expect(texts.every((text) => text === 'Lovely!')).toBe(true);
    const late = await send('POST', `/api/batches/${waiting.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(late.json()).toMatchObject({ code: 'BATCH_STATE', detail: 'rejected' });
  });

  it('refuses to approve, posting nothing, once a channel is gone or the quota is spent', async () => {
    const { owner, editor, plan } = await team();
    const waiting = await launchBatch(t, editor.cookie, plan);
    const gone = await send('DELETE', `/api/accounts/${owner.accountIds[1]}`, owner.cookie);
    expect(gone.statusCode).toBe(200);
    const view = (await send('GET', `/api/batches/${waiting.id}/approval`, owner.cookie)).json();
    expect(view.changes).toContainEqual({ kind: 'channelsGone', names: ['Alice Travels'] });
    expect(view.batch.status).toBe('awaitingApproval');
    const refused = await send('POST', `/api/batches/${waiting.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPROVAL_BLOCKED', detail: 'channelsGone' });

    const second = await launchBatch(t, editor.cookie, {
      ...plan,
      accountIds: [owner.accountIds[0]],
    });
    await t.pool.query(
      `insert into quota_usage (credential_key, day, units) values ($1, $2, 10000)
       on conflict (credential_key, day) do update set units = 10000`,
      [owner.credential.id, quotaDay(new Date())],
    );
    const spent = await send('POST', `/api/batches/${second.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(spent.json()).toMatchObject({ code: 'APPROVAL_BLOCKED', detail: 'quotaGone' });
    await postEverythingDue(await createTestWorker(t));
    expect(await helpers.emulatorComments()).toEqual([]);
    const { rows } = await t.pool.query<{ status: string }>(
      'select status from batches order by created_at',
    );
    expect(rows.map((row) => row.status)).toEqual(['awaitingApproval', 'awaitingApproval']);
  });

  it('starts a scheduled batch at its approval once its start has passed', async () => {
    const { owner, editor, plan } = await team();
    const soon = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 7 * 86_400_000);
    const passed = await launchBatch(t, editor.cookie, { ...plan, startAt: soon.toISOString() });
    const future = await launchBatch(t, editor.cookie, {
      ...plan,
      text: 'Next week',
      startAt: later.toISOString(),
    });
    const approvedAt = new Date(soon.getTime() + 3_600_000);
    await setDatabaseNow(t.pool, approvedAt);
    const view = (await send('GET', `/api/batches/${passed.id}/approval`, owner.cookie)).json();
    expect(view.changes).toContainEqual({ kind: 'startPassed', startAt: soon.toISOString() });
    const started = await send('POST', `/api/batches/${passed.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(started.json()).toMatchObject({ status: 'queued', startAt: approvedAt.toISOString() });
    const scheduled = await send('POST', `/api/batches/${future.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', startAt: later.toISOString() });
    // Its comments are due from its start, not from when they were written: those of a batch
    // started at approval go behind what others launched on their channels meanwhile.
    const { rows } = await t.pool.query<{ batch_id: string; due: Date }>(
      `select batch_id, min(next_attempt_at) as due from comments
        where batch_id in ($1, $2) group by batch_id`,
      [passed.id, future.id],
    );
    expect(Object.fromEntries(rows.map((row) => [row.batch_id, row.due.toISOString()]))).toEqual({
      [passed.id]: approvedAt.toISOString(),
      [future.id]: later.toISOString(),
    });
  });

  it("takes an editor's start by the database's clock, whatever the process's says", async () => {
    const { owner, editor, plan } = await team();
    // The database an hour behind this process: a start half an hour ago here is still to come.
    const dbNow = new Date(Date.now() - 3_600_000);
    await setDatabaseNow(t.pool, dbNow);
    const startAt = new Date(Date.now() - 1_800_000).toISOString();
    const batch = await launchBatch(t, editor.cookie, { ...plan, startAt });
    expect(batch).toMatchObject({ status: 'awaitingApproval', startAt });
    const view = (await send('GET', `/api/batches/${batch.id}/approval`, owner.cookie)).json();
    expect(view.changes).not.toContainEqual(expect.objectContaining({ kind: 'startPassed' }));
    const approved = await send('POST', `/api/batches/${batch.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(approved.json()).toMatchObject({ status: 'scheduled', startAt });
  });

  it("asks again for an editor's re-post, in a batch of its own", async () => {
    const { owner, editor, plan } = await team();
    // The editor's own batch (another's comments are not theirs to post again), approved.
    const batch = await launchBatch(t, editor.cookie, plan);
    const first = await send('POST', `/api/batches/${batch.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const { rows } = await t.pool.query<{ id: string }>(
      `update comments set status = 'failed', error_reason = 'processingFailure'
        where id = (select id from comments where batch_id = $1 order by position limit 1)
       returning id`,
      [batch.id],
    );
    const failed = rows[0]!.id;
    const worker = await createTestWorker(t);
    expect((await helpers.drain(owner.cookie, batch.id, worker)).status).toBe('done');
    expect(await helpers.emulatorComments()).toHaveLength(3);

    const repost = await send('POST', `/api/comments/${failed}/resend`, editor.cookie, {
      confirmed: true,
    });
    expect(repost.statusCode, repost.body).toBe(200);
    const moved = repost.json<{ batchId: string; status: string }>();
    expect(moved.status).toBe('pending');
    expect(moved.batchId).not.toBe(batch.id);
    const waiting = await helpers.getBatch(owner.cookie, moved.batchId);
    expect(waiting).toMatchObject({ status: 'awaitingApproval', counts: { pending: 1 } });
    const left = await helpers.getBatch(owner.cookie, batch.id);
    expect(left).toMatchObject({ total: 3, counts: { posted: 3 } });
    await postEverythingDue(worker);
    expect(await helpers.emulatorComments()).toHaveLength(3);
    // Told twice: of the batch, then of the re-post.
    expect(await told(owner.userId, 'batch.approvalRequested')).toHaveLength(2);

    const approved = await send('POST', `/api/batches/${moved.batchId}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await helpers.drain(owner.cookie, moved.batchId, worker)).status).toBe('done');
    expect(await helpers.emulatorComments()).toHaveLength(4);
  });

  it("refuses an editor's re-post from a cancelled batch, asking nobody", async () => {
    const { owner, editor, plan } = await team();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const batch = await launchBatch(t, editor.cookie, { ...plan, startAt: later });
    await send('POST', `/api/batches/${batch.id}/approve`, owner.cookie, { confirmed: true });
    const { rows } = await t.pool.query<{ id: string }>(
      `update comments set status = 'failed', error_reason = 'processingFailure'
        where id = (select id from comments where batch_id = $1 order by position limit 1)
       returning id`,
      [batch.id],
    );
    const cancelled = await send('POST', `/api/batches/${batch.id}/cancel`, owner.cookie, {});
    expect(cancelled.json().status).toBe('cancelled');

    const repost = await send('POST', `/api/comments/${rows[0]!.id}/resend`, editor.cookie, {
      confirmed: true,
    });
    expect(repost.statusCode).toBe(409);
    expect(repost.json()).toMatchObject({ code: 'BATCH_STATE', detail: 'cancelled' });
    const { rows: waiting } = await t.pool.query(
      `select id from batches where status = 'awaitingApproval'`,
    );
    expect(waiting).toEqual([]);
  });

  it("keeps a removed editor's waiting batch, which an owner still decides, told in their stead", async () => {
    const { owner, editor, plan } = await team();
    const waiting = await launchBatch(t, editor.cookie, plan);
    const removed = await send('DELETE', `/api/workspace/members/${editor.userId}`, owner.cookie);
    expect(removed.statusCode).toBe(204);
    const queue = (await send('GET', '/api/approvals', owner.cookie)).json();
    expect(queue.items[0]).toMatchObject({
      batch: { id: waiting.id },
      author: { email: editor.email },
    });
    const approved = await send('POST', `/api/batches/${waiting.id}/approve`, owner.cookie, {
      confirmed: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The author is no longer a member: the owners hear of it instead.
    expect(await told(editor.userId, 'batch.approved')).toEqual([]);
    expect(await told(owner.userId, 'batch.approved')).toEqual([
      { batchId: waiting.id, total: 4, by: owner.email },
    ]);
  });
});
