import { describe, expect, it } from 'vitest';
import { useMailTestApp } from '../auth/auth.test-helpers';
import { invitationToken as invitationTokenIn } from './invitations.test-helpers';

// docs/architecture.md §10: a shared workspace, its invitations through the real mail path, its
// members and their roles, switching, leaving and deleting.
const { t, inbox, post, send, signUp } = useMailTestApp();

type Person = { email: string; cookie: string };

/** The invitation link's token in the last invitation emailed to `email`. */
const invitationToken = (email: string) => invitationTokenIn(inbox, email);

/** `owner`'s new shared workspace, their session acting in it. */
async function sharedWorkspace(owner: Person, name = 'Client A') {
  const made = await post('/api/workspaces', { name }, owner.cookie);
  expect(made.statusCode).toBe(201);
  const id = made.json<{ id: string }>().id;
  const switched = await send('PUT', '/api/session/workspace', owner.cookie, { workspaceId: id });
  expect(switched.statusCode).toBe(200);
  return id;
}

/** `person` invited by `owner` with `role`, accepted: now acting in the workspace. */
async function member(owner: Person, person: Person, role: string) {
  const invited = await post(
    '/api/workspace/invitations',
    { email: person.email, role },
    owner.cookie,
  );
  expect(invited.statusCode).toBe(201);
  const { token } = await invitationToken(person.email);
  const accepted = await post('/api/invitations/accept', { token }, person.cookie);
  expect(accepted.statusCode).toBe(200);
}

const videoIds = async (person: Person) =>
  (await send('GET', '/api/videos', person.cookie))
    .json<{ videoId: string }[]>()
    .map((video) => video.videoId);

const addVideo = (person: Person, videoId: string) =>
  post('/api/videos', { videoId, title: `Video ${videoId}` }, person.cookie);

describe('a shared workspace', () => {
  it('holds its own work; switching shows one workspace at a time, and nobody else reaches it', async () => {
    const ada = await signUp();
    const eve = await signUp();
    expect((await addVideo(ada, 'personalAAA')).statusCode).toBe(201);
    const id = await sharedWorkspace(ada);
    expect(await videoIds(ada)).toEqual([]);
    const added = await addVideo(ada, 'sharedAAAAA');
    expect(added.statusCode).toBe(201);
    expect(await videoIds(ada)).toEqual(['sharedAAAAA']);

    const list = (await send('GET', '/api/workspaces', ada.cookie)).json();
    expect(list).toEqual([
      expect.objectContaining({ name: ada.email, role: 'owner', personal: true, current: false }),
      { id, name: 'Client A', role: 'owner', personal: false, current: true },
    ]);

    // Someone not in it can neither switch to it nor reach its rows by their ids.
    const refused = await send('PUT', '/api/session/workspace', eve.cookie, { workspaceId: id });
    expect(refused.statusCode).toBe(404);
    const videoId = added.json<{ id: string }>().id;
    expect((await send('GET', `/api/videos/${videoId}`, eve.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/videos/${videoId}`, eve.cookie)).statusCode).toBe(404);

    // Back in her own, the shared workspace's video is as foreign as anyone's.
    const personal = list[0].id as string;
    await send('PUT', '/api/session/workspace', ada.cookie, { workspaceId: personal });
    expect(await videoIds(ada)).toEqual(['personalAAA']);
    expect((await send('GET', `/api/videos/${videoId}`, ada.cookie)).statusCode).toBe(404);
  });

  it('takes in whoever accepts the emailed invitation with its address, once', async () => {
    const ada = await signUp();
    const bob = await signUp();
    const eve = await signUp();
    const id = await sharedWorkspace(ada, 'Client “B”');
    const invited = await post(
      '/api/workspace/invitations',
      { email: bob.email.toUpperCase(), role: 'editor' },
      ada.cookie,
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: bob.email,
      role: 'editor',
      invitedBy: ada.email,
    });
    const { mail, token } = await invitationToken(bob.email);
    expect(mail.subject).toBe(`${ada.email} invited you to “Client “B”” on Multi-Comment Manager`);
    expect(mail.text).toContain('as an editor');
    expect(mail.text).toContain('for 7 days');

    const preview = await post('/api/invitations/preview', { token });
    expect(preview.json()).toMatchObject({
      workspaceName: 'Client “B”',
      role: 'editor',
      email: bob.email,
      invitedBy: ada.email,
    });
    const wrong = await post('/api/invitations/accept', { token }, eve.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'INVITATION_OTHER_EMAIL', detail: bob.email });

    const accepted = await post('/api/invitations/accept', { token }, bob.cookie);
    expect(accepted.json()).toEqual({
      id,
      name: 'Client “B”',
      role: 'editor',
      personal: false,
      current: true,
    });
    const again = await post('/api/invitations/accept', { token }, bob.cookie);
    expect(again.json().code).toBe('INVITATION_USED');
    expect((await post('/api/invitations/preview', { token })).statusCode).toBe(410);
    expect((await post('/api/invitations/preview', { token: 'made-up' })).json().code).toBe(
      'INVITATION_INVALID',
    );
    // The link proved Bob reads that address.
    const me = await send('GET', '/api/auth/current-user', bob.cookie);
    expect(me.json().emailVerified).toBe(true);

    const members = await send('GET', '/api/workspace/members', bob.cookie);
    expect(members.json()).toEqual([
      expect.objectContaining({ email: ada.email, role: 'owner', you: false }),
      expect.objectContaining({ email: bob.email, role: 'editor', you: true }),
    ]);
    // An editor adds videos; managing members is not theirs.
    expect((await addVideo(bob, 'byBobAAAAAA')).statusCode).toBe(201);
    const invite = await post(
      '/api/workspace/invitations',
      { email: 'x@example.com', role: 'viewer' },
      bob.cookie,
    );
    expect(invite.statusCode).toBe(403);
    expect(await videoIds(ada)).toEqual(['byBobAAAAAA']);
  });

  it('says of a link whether it was revoked, has expired or was replaced by a newer one', async () => {
    const ada = await signUp();
    const bob = await signUp();
    const cat = await signUp();
    await sharedWorkspace(ada);
    const invite = (person: Person) =>
      post('/api/workspace/invitations', { email: person.email, role: 'viewer' }, ada.cookie);
    const toBob = (await invite(bob)).json<{ id: string }>();
    const first = await invitationToken(bob.email);
    // Sent again: a new link, and the first one no longer opens anything.
    const resent = await post(`/api/workspace/invitations/${toBob.id}/resend`, {}, ada.cookie);
    expect(resent.statusCode).toBe(200);
    await expect.poll(async () => (await invitationToken(bob.email)).token).not.toBe(first.token);
    const second = await invitationToken(bob.email);
    expect((await post('/api/invitations/preview', { token: first.token })).json().code).toBe(
      'INVITATION_INVALID',
    );
    expect((await send('GET', '/api/workspace/invitations', ada.cookie)).json()).toEqual([
      expect.objectContaining({ id: toBob.id, email: bob.email, role: 'viewer' }),
    ]);

    expect(
      (await send('DELETE', `/api/workspace/invitations/${toBob.id}`, ada.cookie)).statusCode,
    ).toBe(204);
    const revoked = await post('/api/invitations/accept', { token: second.token }, bob.cookie);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe('INVITATION_REVOKED');
    expect((await send('GET', '/api/workspace/invitations', ada.cookie)).json()).toEqual([]);

    await invite(cat);
    const { token } = await invitationToken(cat.email);
    await t.pool.query(
      `update workspace_invitations set expires_at = now() - interval '1 second' where email = $1`,
      [cat.email],
    );
    const expired = await post('/api/invitations/accept', { token }, cat.cookie);
    expect(expired.json().code).toBe('INVITATION_EXPIRED');
    expect((await send('GET', '/api/workspaces', cat.cookie)).json()).toHaveLength(1);
    // Invited again, the address gets a working link.
    await invite(cat);
    await expect.poll(async () => (await invitationToken(cat.email)).token).not.toBe(token);
    const fresh = await invitationToken(cat.email);
    expect(
      (await post('/api/invitations/accept', { token: fresh.token }, cat.cookie)).statusCode,
    ).toBe(200);
  });

  it('refuses an invitation to a member, to no address, or to a role above the inviter', async () => {
    const ada = await signUp();
    const bob = await signUp();
    await sharedWorkspace(ada);
    await member(ada, bob, 'admin');
    const again = await post(
      '/api/workspace/invitations',
      { email: bob.email, role: 'viewer' },
      ada.cookie,
    );
    expect(again.json()).toMatchObject({ code: 'ALREADY_MEMBER', detail: bob.email });
    const nobody = await post(
      '/api/workspace/invitations',
      { email: 'not an address', role: 'viewer' },
      ada.cookie,
    );
    expect(nobody.statusCode).toBe(400);
    const above = await post(
      '/api/workspace/invitations',
      { email: 'x@example.com', role: 'owner' },
      bob.cookie,
    );
    expect(above.json().code).toBe('ROLE_NOT_ASSIGNABLE');
    expect((await send('GET', '/api/workspace/invitations', ada.cookie)).json()).toEqual([]);
  });

  it('keeps an owner, lets only owners make owners, and loses a removed member at once', async () => {
    const ada = await signUp();
    const bob = await signUp();
    const cat = await signUp();
    await sharedWorkspace(ada);
    await member(ada, bob, 'admin');
    await member(ada, cat, 'viewer');
    const people = (await send('GET', '/api/workspace/members', ada.cookie)).json<
      { id: string; email: string }[]
    >();
    const idOf = (person: Person) => people.find((p) => p.email === person.email)!.id;

    const promote = await send('PATCH', `/api/workspace/members/${idOf(bob)}`, bob.cookie, {
      role: 'owner',
    });
    expect(promote.json().code).toBe('ROLE_NOT_ASSIGNABLE');
    const demoteAda = await send('PATCH', `/api/workspace/members/${idOf(ada)}`, bob.cookie, {
      role: 'viewer',
    });
    expect(demoteAda.json().code).toBe('ROLE_NOT_ASSIGNABLE');
    const alone = await send('PATCH', `/api/workspace/members/${idOf(ada)}`, ada.cookie, {
      role: 'admin',
    });
    expect(alone.json().code).toBe('LAST_OWNER');
    expect((await post('/api/workspace/leave', {}, ada.cookie)).json().code).toBe('LAST_OWNER');

    // An admin manages the roles below: Cat becomes an editor, then is removed.
    const editor = await send('PATCH', `/api/workspace/members/${idOf(cat)}`, bob.cookie, {
      role: 'editor',
    });
    expect(editor.json()).toMatchObject({ email: cat.email, role: 'editor' });
    expect((await addVideo(cat, 'byCatAAAAAA')).statusCode).toBe(201);
    const removed = await send('DELETE', `/api/workspace/members/${idOf(cat)}`, bob.cookie);
    expect(removed.statusCode).toBe(204);
    // Her next request acts in her personal workspace: the shared one's video is gone from view.
    expect(await videoIds(cat)).toEqual([]);
    const hers = (await send('GET', '/api/workspaces', cat.cookie)).json();
    expect(hers).toEqual([expect.objectContaining({ personal: true, current: true })]);

    // Ada hands ownership on, then leaves; Bob, the last owner, cannot.
    const owner = await send('PATCH', `/api/workspace/members/${idOf(bob)}`, ada.cookie, {
      role: 'owner',
    });
    expect(owner.json().role).toBe('owner');
    expect((await post('/api/workspace/leave', {}, ada.cookie)).statusCode).toBe(204);
    expect((await send('GET', '/api/workspaces', ada.cookie)).json()).toHaveLength(1);
    expect((await post('/api/workspace/leave', {}, bob.cookie)).json().code).toBe('LAST_OWNER');
  });

  it('lets two owners demote each other at the same moment only once', async () => {
    const ada = await signUp();
    const bob = await signUp();
    await sharedWorkspace(ada);
    await member(ada, bob, 'owner');
    const people = (await send('GET', '/api/workspace/members', ada.cookie)).json<
      { id: string; email: string }[]
    >();
    const idOf = (person: Person) => people.find((p) => p.email === person.email)!.id;
    const answers = await Promise.all([
      send('PATCH', `/api/workspace/members/${idOf(bob)}`, ada.cookie, { role: 'admin' }),
      send('PATCH', `/api/workspace/members/${idOf(ada)}`, bob.cookie, { role: 'admin' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from workspace_members m join workspaces w on w.id = m.workspace_id
        where w.personal_of is null and m.role = 'owner'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('is deleted by an owner with its work, for everyone; a personal one is not', async () => {
    const ada = await signUp();
    const bob = await signUp();
    const id = await sharedWorkspace(ada);
    await member(ada, bob, 'admin');
    await addVideo(ada, 'sharedAAAAA');
    expect((await send('DELETE', '/api/workspace', bob.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/workspace', ada.cookie)).statusCode).toBe(204);
    const { rows } = await t.pool.query('select 1 from videos where workspace_id = $1', [id]);
    expect(rows).toHaveLength(0);
    for (const person of [ada, bob]) {
      const left = (await send('GET', '/api/workspaces', person.cookie)).json();
      expect(left).toEqual([expect.objectContaining({ personal: true, current: true })]);
    }
    const personal = await send('DELETE', '/api/workspace', ada.cookie);
    expect(personal.json().code).toBe('PERSONAL_WORKSPACE');
    expect((await post('/api/workspace/leave', {}, ada.cookie)).json().code).toBe(
      'PERSONAL_WORKSPACE',
    );
  });

  it('tells every owner of an event, and its webhooks once', async () => {
    const ada = await signUp();
    const bob = await signUp();
    const id = await sharedWorkspace(ada);
    await member(ada, bob, 'owner');
    await t.pool.query(
      `insert into webhooks (workspace_id, url, events, secret_sealed)
       values ($1, 'https://hooks.example.com/x', '{quota.low}', 'sealed')`,
      [id],
    );
    const { emitEvent } = await import('@server/notify/emit');
    await emitEvent(t.db, id, 'quota.low', {
      credentialId: null,
      credentialName: 'Server',
      used: 9500,
      limit: 10000,
      day: '2026-11-29',
    });
    const { rows } = await t.pool.query<{ email: string; delivers: boolean }>(
      `select u.email, n.delivers_webhooks as delivers from notifications n
         join users u on u.id = n.user_id where n.workspace_id = $1 order by u.email`,
      [id],
    );
    expect(rows.map((row) => row.email).sort()).toEqual([ada.email, bob.email].sort());
    expect(rows.filter((row) => row.delivers)).toHaveLength(1);
  });
});
