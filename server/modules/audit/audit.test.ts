import { describe, expect, it } from 'vitest';
import { purgeExpired } from '@server/housekeeping';
import { useMailTestApp } from '../auth/auth.test-helpers';
import { invitationToken } from '../workspaces/invitations.test-helpers';

// docs/architecture.md §10: the workspace's record of who did what, append-only.
const { t, inbox, post, send, signUp } = useMailTestApp();

const kinds = (page: { items: { kind: string }[] }) => page.items.map((event) => event.kind);

describe('the audit log', () => {
  it('records who did what to the workspace and its members, newest first, filtered and paged', async () => {
    const ada = await signUp();
    const bob = await signUp();
    const made = await post('/api/workspaces', { name: 'Client A' }, ada.cookie);
    const workspaceId = made.json<{ id: string }>().id;
    await send('PUT', '/api/session/workspace', ada.cookie, { workspaceId });
    await post('/api/workspace/invitations', { email: bob.email, role: 'editor' }, ada.cookie);
    const { token } = await invitationToken(inbox, bob.email);
    await post('/api/invitations/accept', { token }, bob.cookie);
    const members = (await send('GET', '/api/workspace/members', ada.cookie)).json<
      { id: string; email: string }[]
    >();
    const bobId = members.find((m) => m.email === bob.email)!.id;
    await send('PATCH', `/api/workspace/members/${bobId}`, ada.cookie, { role: 'viewer' });

    const log = (await send('GET', '/api/audit', ada.cookie)).json();
    expect(kinds(log)).toEqual([
      'member.roleChanged',
      'member.joined',
      'member.invited',
      'workspace.created',
    ]);
    expect(log.items[0]).toMatchObject({
      actor: { email: ada.email },
      ip: expect.any(String),
      subjectId: bobId,
      details: { email: bob.email, from: 'editor', to: 'viewer' },
    });
    expect(log.items[1]).toMatchObject({ actor: { id: bobId, email: bob.email } });
    expect(log.nextBefore).toBeNull();

    const bobs = (await send('GET', `/api/audit?actorId=${bobId}`, ada.cookie)).json();
    expect(kinds(bobs)).toEqual(['member.joined']);
    const invited = (await send('GET', '/api/audit?kind=member.invited', ada.cookie)).json();
    expect(kinds(invited)).toEqual(['member.invited']);
    const first = (await send('GET', '/api/audit?limit=3', ada.cookie)).json();
    expect(first.items).toHaveLength(3);
    const next = (
      await send('GET', `/api/audit?limit=3&before=${first.nextBefore}`, ada.cookie)
    ).json();
    expect(kinds(next)).toEqual(['workspace.created']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = (
      await send('GET', `/api/audit?from=${encodeURIComponent(future)}`, ada.cookie)
    ).json();
    expect(later.items).toEqual([]);

    // A viewer reads the lines of their own (what they did, what was done to them), and no one
    // else's address; another workspace's log is another's.
    const own = (await send('GET', '/api/audit', bob.cookie)).json();
    expect(kinds(own)).toEqual(['member.roleChanged', 'member.joined']);
    expect(own.items[0]).toMatchObject({ actor: { email: ada.email }, ip: null });
    expect(own.items[1].ip).toEqual(expect.any(String));
    const ownFile = (await send('GET', '/api/audit/export', bob.cookie)).body;
    expect(ownFile).toContain('member.joined');
    expect(ownFile).not.toContain('member.invited');
    // (A newcomer's own log holds their sign-in at registration, and nothing of Ada's.)
    expect(kinds((await send('GET', '/api/audit', (await signUp()).cookie)).json())).toEqual([
      'auth.signedIn',
    ]);
  });

  it('is append-only: no change, no deletion but with its workspace or after 400 days', async () => {
    const ada = await signUp();
    const made = await post('/api/workspaces', { name: 'Kept' }, ada.cookie);
    const workspaceId = made.json<{ id: string }>().id;
    await expect(t.pool.query(`update audit_events set kind = 'member.left'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.pool.query('delete from audit_events')).rejects.toThrow(/append-only/);
    await t.pool.query(
      `insert into audit_events (workspace_id, at, kind) values ($1, now() - interval '401 days', 'member.left')`,
      [workspaceId],
    );
    await purgeExpired(t.db); // the housekeeping round

    const { rows } = await t.pool.query('select kind from audit_events where workspace_id = $1', [
      workspaceId,
    ]);
    expect(rows).toEqual([{ kind: 'workspace.created' }]);
    await send('PUT', '/api/session/workspace', ada.cookie, { workspaceId });
    expect((await send('DELETE', '/api/workspace', ada.cookie)).statusCode).toBe(204);
    const left = await t.pool.query('select 1 from audit_events where workspace_id = $1', [
      workspaceId,
    ]);
    expect(left.rows).toHaveLength(0);
  });
});
