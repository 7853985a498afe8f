import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { sender } from '@server/test/api-request';
import { launchBatch, register, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/architecture.md §10: an editor pauses, resumes, cancels and moves their own batches; owners
// and admins anyone's.
const t = usePlatformTestApp();
const send = sender(t);

describe("a batch's author", () => {
  it('is the only editor who may control it; an owner or admin may control any', async () => {
    const owner = await userWithChannels(t, {
      name: 'owner',
      channels: [DEMO_CHANNEL.aliceCooks],
      videos: ['vidAAAAAAA1', 'vidAAAAAAA2'],
      templates: ['A template text'],
    });
    const editor = await register(t, 'editor');
    await t.pool.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'editor')`,
      [owner.workspaceId, editor.userId],
    );
    const switched = await send('PUT', '/api/session/workspace', editor.cookie, {
      workspaceId: owner.workspaceId,
    });
    expect(switched.statusCode).toBe(200);
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
});
