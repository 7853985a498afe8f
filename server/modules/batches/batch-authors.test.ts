import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { sender } from '@server/test/api-request';
import { joinWorkspace, launchBatch, register, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/architecture.md §10: an editor pauses, resumes, cancels and moves their own batches; owners
// and admins anyone's.
const t = usePlatformTestApp();
const send = sender(t);

/** An owner's workspace with an editor in it, and a scheduled batch launched by each. */
async function ownerAndEditorBatches() {
  const owner = await userWithChannels(t, {
    name: 'owner',
    channels: [DEMO_CHANNEL.aliceCooks],
    videos: ['vidAAAAAAA1', 'vidAAAAAAA2'],
    templates: ['A template text'],
  });
  const editor = await register(t, 'editor');
  await joinWorkspace(t, editor, owner.workspaceId, 'editor');
  // Far ahead: nothing posts while the test acts on them.
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const plan = {
    accountIds: owner.accountIds,
    videoIds: owner.videoIds,
    mode: 'multi',
    templates: [{ id: owner.templateIds[0], frequency: 1 }],
    startAt: later,
  };
  const owners = await launchBatch(t, owner.cookie, plan);
  const editors = await launchBatch(t, editor.cookie, plan);
  const { rows } = await t.pool.query<{ id: string; created_by: string }>(
    'select id, created_by from batches',
  );
  expect(Object.fromEntries(rows.map((row) => [row.id, row.created_by]))).toEqual({
    [owners.id]: owner.userId,
    [editors.id]: editor.userId,
  });
  return { owner, editor, owners, editors };
}

describe("a batch's author", () => {
  it('is the only editor who may control it; an owner or admin may control any', async () => {
    const { owner, editor, owners, editors } = await ownerAndEditorBatches();

    const refused = await send('POST', `/api/batches/${owners.id}/cancel`, editor.cookie, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const moved = await send('PATCH', `/api/batches/${owners.id}`, editor.cookie, {
      startAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    });
    expect(moved.statusCode).toBe(403);
    const own = await send('POST', `/api/batches/${editors.id}/cancel`, editor.cookie, {});
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('cancelled');
    // The owner controls anyone's.
    const byOwner = await send('POST', `/api/batches/${owners.id}/pause`, owner.cookie, {});
    expect(byOwner.json().status).toBe('paused');
    const { rows: after } = await t.pool.query<{ status: string }>(
      'select status from batches where id = $1',
      [owners.id],
    );
    expect(after[0]!.status).toBe('paused');
  });

  it('is the only editor who may post its comments again or record them; the screens are told who', async () => {
    const { owner, editor, owners, editors } = await ownerAndEditorBatches();
    for (const batch of [owners, editors]) {
      const cancelled = await send('POST', `/api/batches/${batch.id}/cancel`, owner.cookie, {});
      expect(cancelled.json().status).toBe('cancelled');
    }
    const listed = await send('GET', '/api/comments?status=cancelled', editor.cookie);
    const comments = listed.json<{ id: string; batchId: string; batchCreatedBy: string }[]>();
    expect(new Set(comments.map((c) => `${c.batchId} ${c.batchCreatedBy}`))).toEqual(
      new Set([`${owners.id} ${owner.userId}`, `${editors.id} ${editor.userId}`]),
    );
    const ownersComment = comments.find((c) => c.batchId === owners.id)!;
    const editorsComment = comments.find((c) => c.batchId === editors.id)!;

    const refused = await send('PATCH', `/api/comments/${ownersComment.id}`, editor.cookie, {
      status: 'manual',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const again = await send('POST', `/api/comments/${ownersComment.id}/resend`, editor.cookie, {
      confirmed: true,
    });
    expect(again.statusCode).toBe(403);
    const { rows } = await t.pool.query<{ status: string }>(
      'select status from comments where id = $1',
      [ownersComment.id],
    );
    expect(rows[0]!.status).toBe('cancelled');

    const own = await send('PATCH', `/api/comments/${editorsComment.id}`, editor.cookie, {
      status: 'manual',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('manual');
    const byOwner = await send('PATCH', `/api/comments/${ownersComment.id}`, owner.cookie, {
      status: 'manual',
    });
    expect(byOwner.json().status).toBe('manual');

    // The calendar says whose each unfinished batch is, for its Change start.
    const another = await launchBatch(t, owner.cookie, {
      accountIds: owner.accountIds,
      videoIds: owner.videoIds,
      mode: 'multi',
      templates: [{ id: owner.templateIds[0], frequency: 1 }],
      startAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const day = new Date().toISOString().slice(0, 10);
    const calendar = await send(
      'GET',
      `/api/calendar?from=${day}&to=${day}&timeZone=UTC`,
      editor.cookie,
    );
    expect(calendar.json().batches).toEqual([
      expect.objectContaining({ id: another.id, createdBy: owner.userId }),
    ]);
  });
});
