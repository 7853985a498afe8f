import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { sender } from '@server/test/api-request';
import { databaseDigest } from '@server/test/db-digest';
import { launchBatch, register, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { ROUTE_PERMISSIONS } from '../auth/route-permissions';

// docs/security.md §1: a route that takes an id answers 404 to an id of another workspace's (or
// another person's), as to one that does not exist, and changes nothing.
const t = usePlatformTestApp();
const send = sender(t);

/** A body each route would take for its own row: the id, not the body, must be what refuses. */
const BODIES: Record<string, unknown> = {
  'PATCH /api/workspace/members/:id': { role: 'viewer' },
  'PATCH /api/webhooks/:id': { enabled: false },
  'PATCH /api/credentials/:id': { testing: true },
  'PUT /api/accounts/:id/windows': { timeZone: 'UTC', slots: [] },
  'PATCH /api/comment-categories/:id': { name: 'Renamed' },
  'PATCH /api/video-categories/:id': { name: 'Renamed' },
  'PATCH /api/comment-templates/:id': { content: 'Changed' },
  'PATCH /api/videos/:id': { category: null },
  'PATCH /api/videos/:id/channel-thumbnail': { channelThumbnail: 'https://example.com/a.png' },
  'PATCH /api/batches/:id': { startAt: new Date(Date.now() + 86_400_000).toISOString() },
  'PATCH /api/comments/:id': { status: 'manual' },
  'POST /api/comments/:id/resend': { confirmed: true },
  'POST /api/batches/:id/approve': { confirmed: true },
  'POST /api/batches/:id/reject': { reason: 'No' },
  'PATCH /api/inbox/:id': { read: true },
  'POST /api/inbox/:id/answer/preview': { content: 'Hi' },
  'POST /api/inbox/:id/answer': { content: 'Hi', confirmed: true },
};

/** Ada's rows of every kind a path names, in her personal workspace. */
async function adasRows() {
  const ada = await userWithChannels(t, {
    name: 'ada',
    channels: [DEMO_CHANNEL.aliceCooks],
    videos: ['vidAAAAAAA1'],
    templates: ['A template text'],
  });
  const query = async (sql: string, values: unknown[] = [ada.workspaceId]) =>
    (await t.pool.query<{ id: string }>(sql, values)).rows[0]!.id;
  const batch = await launchBatch(t, ada.cookie, {
    accountIds: ada.accountIds,
    videoIds: ada.videoIds,
    mode: 'multi',
    templates: [{ id: ada.templateIds[0], frequency: 1 }],
  });
  const webhook = await query(
    `insert into webhooks (workspace_id, url, events, secret_sealed)
     values ($1, 'https://hooks.example.com/x', '{batch.finished}', 'sealed') returning id`,
  );
  return {
    ada,
    ids: {
      '/api/account/sessions/:id': await query('select id from sessions where user_id = $1', [
        ada.userId,
      ]),
      '/api/account/export/:id': await query(
        'insert into data_exports (user_id) values ($1) returning id',
        [ada.userId],
      ),
      '/api/workspace/members/:id': ada.userId,
      '/api/workspace/invitations/:id': await query(
        `insert into workspace_invitations (workspace_id, email, role, token_hash, expires_at)
         values ($1, 'x@example.com', 'viewer', 'hash', now() + interval '1 day') returning id`,
      ),
      '/api/webhooks/:id': webhook,
      '/api/tokens/:id': await query(
        `insert into api_tokens (workspace_id, user_id, name, prefix, token_hash, scopes)
         values ($1, $1, 'Script', 'mcm_AAAA', 'hash', '{read}') returning id`,
        [ada.userId],
      ),
      ':deliveryId': await query(
        `insert into webhook_deliveries (webhook_id, event_id, event_type, body)
         values ($1, gen_random_uuid(), 'batch.finished', '{}') returning id`,
        [webhook],
      ),
      '/api/credentials/:id': ada.credential.id,
      '/api/accounts/:id': ada.accountIds[0]!,
      '/api/comment-categories/:id': await query(
        `insert into categories (workspace_id, kind, name) values ($1, 'comment', 'C') returning id`,
      ),
      '/api/video-categories/:id': await query(
        `insert into categories (workspace_id, kind, name) values ($1, 'video', 'V') returning id`,
      ),
      '/api/comment-templates/:id': ada.templateIds[0]!,
      '/api/videos/:id': await query('select id from videos where workspace_id = $1'),
      '/api/batches/:id': batch.id,
      '/api/comments/:id': await query('select id from comments where workspace_id = $1'),
      '/api/inbox/:id': await query(
        `insert into replies (workspace_id, comment_id, platform_reply_id, author, content,
                              published_at)
         select $1, id, 'reply-1', 'Dee', 'Agreed', now() from comments
          where workspace_id = $1 limit 1
         returning id`,
      ),
    } as Record<string, string>,
  };
}

/** The route's path with Ada's ids in it. */
function withIds(path: string, ids: Record<string, string>) {
  const prefix = Object.keys(ids).find((key) => key.startsWith('/') && path.startsWith(key));
  if (!prefix) throw new Error(`no id for ${path}`);
  return path
    .replace(prefix, prefix.replace(':id', ids[prefix]!))
    .replace(':deliveryId', ids[':deliveryId']!)
    .replace(':action', 'pause');
}

describe("another workspace's ids", () => {
  it('answer 404 on every route that takes one, and change nothing', async () => {
    const { ids } = await adasRows();
    const eve = await register(t, 'eve'); // the owner of her own workspace: every permission
    const routes = Object.keys(ROUTE_PERMISSIONS).filter((route) => route.includes('/:'));
    expect(routes.length).toBeGreaterThan(30);
    const before = await databaseDigest(t);
    for (const route of routes) {
      const [method, path] = route.split(' ') as [
        'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        string,
      ];
      const body = method === 'GET' || method === 'DELETE' ? undefined : (BODIES[route] ?? {});
      const answer = await send(method, withIds(path, ids), eve.cookie, body);
      expect(answer.statusCode, route).toBe(404);
    }
    expect(await databaseDigest(t)).toEqual(before);
  });
});
