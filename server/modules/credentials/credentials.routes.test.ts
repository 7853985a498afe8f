import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { rowCount } from '@server/test/counts';
import { connectChannel } from '@server/test/google-consent';
import { addCredential, listAccounts, signUp, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = sender(t);
const credentialCount = () => rowCount(t, 'credentials');

describe('adding a credential', () => {
  it('keeps the client secret sealed, never returns it, and makes the first one the default', async () => {
    const cookie = await signUp(t);
    const response = await send('POST', '/api/credentials', cookie, {
      name: ' Main project ',
      clientId: 'abc.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-very-secret',
      youtubeApiKey: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'Main project',
      clientId: 'abc.apps.googleusercontent.com',
      isDefault: true,
      testing: false,
      quotaDailyUnits: null,
      quotaSearchCalls: null,
      limits: { dailyUnits: 10_000, searchCalls: 100 },
      createdAt: expect.any(String),
    });
    expect(response.body).not.toContain('GOCSPX');
    const { rows } = await t.pool.query<{ client_secret_sealed: string }>(
      'select client_secret_sealed from credentials',
    );
    expect(rows[0]!.client_secret_sealed).not.toContain('GOCSPX');

    const second = await addCredential(t, cookie, { name: 'Backup' });
    expect(second.isDefault).toBe(false);
    const list = await get('/api/credentials', cookie);
    expect(list.json<{ name: string }[]>().map((c) => c.name)).toEqual(['Main project', 'Backup']);
    expect(list.body).not.toContain('GOCSPX');
  });

  it('refuses the same client id twice for one user with 409, but another user may use it', async () => {
    const a = await signUp(t);
    await addCredential(t, a, { clientId: 'shared.apps.googleusercontent.com' });
    const again = await send('POST', '/api/credentials', a, {
      name: 'Again',
      clientId: 'shared.apps.googleusercontent.com',
      clientSecret: 'other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CREDENTIAL_EXISTS',
      message: 'You already have a credential with this client id.',
    });
    const b = await signUp(t);
    await addCredential(t, b, { clientId: 'shared.apps.googleusercontent.com' });
    expect(await credentialCount()).toBe(2);
  });

  it.each([
    ['no name', { clientId: 'x', clientSecret: 'y' }],
    ['a blank client id', { name: 'n', clientId: '   ', clientSecret: 'y' }],
    ['no client secret', { name: 'n', clientId: 'x' }],
    ['a name over 100 characters', { name: 'n'.repeat(101), clientId: 'x', clientSecret: 'y' }],
  ])('refuses %s with a validation message and saves nothing', async (_case, body) => {
    const cookie = await signUp(t);
    const response = await send('POST', '/api/credentials', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await credentialCount()).toBe(0);
  });

  it('records the addition in the activity log', async () => {
    const cookie = await signUp(t);
    await addCredential(t, cookie, { name: 'Logged' });
    const { rows } = await t.pool.query<{ type: string; details: { name: string } }>(
      'select type, details from activity_logs',
    );
    expect(rows).toEqual([{ type: 'api_credential_added', details: { name: 'Logged' } }]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/credentials' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the default credential', () => {
  it('moves to the one chosen; there is always exactly one', async () => {
    const cookie = await signUp(t);
    const first = await addCredential(t, cookie);
    const second = await addCredential(t, cookie);
    const response = await send('PATCH', `/api/credentials/${second.id}/set-default`, cookie, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: second.id, isDefault: true });
    const list = (await get('/api/credentials', cookie)).json<
      { id: string; isDefault: boolean }[]
    >();
    expect(list.map((c) => [c.id, c.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it('passes to the oldest remaining credential when the default is deleted', async () => {
    const cookie = await signUp(t);
    const first = await addCredential(t, cookie);
    const second = await addCredential(t, cookie);
    const third = await addCredential(t, cookie);
    expect((await send('DELETE', `/api/credentials/${first.id}`, cookie)).statusCode).toBe(204);
    const list = (await get('/api/credentials', cookie)).json<
      { id: string; isDefault: boolean }[]
    >();
    expect(list.map((c) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
  });
});

describe('deleting a credential', () => {
  it('revokes its channels at Google, removes them, and keeps the other channels', async () => {
    const cookie = await signUp(t);
    const doomed = await addCredential(t, cookie);
    const kept = await addCredential(t, cookie);
    await connectChannel(t, cookie, doomed.id, DEMO_CHANNEL.aliceCooks);
    await connectChannel(t, cookie, doomed.id, DEMO_CHANNEL.aliceTravels);
    await connectChannel(t, cookie, kept.id, DEMO_CHANNEL.bobBuilds);

    const response = await send('DELETE', `/api/credentials/${doomed.id}`, cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const revoked = [...t.emu.state.refreshTokens.values()].filter((token) => token.revoked);
    expect(revoked.map((token) => token.channel.id).sort()).toEqual([
      DEMO_CHANNEL.aliceCooks,
      DEMO_CHANNEL.aliceTravels,
    ]);
    const channels = await listAccounts(t, cookie);
    expect(channels.map((c) => c.channelId)).toEqual([DEMO_CHANNEL.bobBuilds]);
  });
});

describe('isolation between users', () => {
  it("answers 404 to another user's credential ids and shows them nothing", async () => {
    const { cookie: a, credential } = await userWithChannels(t, { name: 'a' });
    const b = await signUp(t, 'b');

    expect((await get('/api/credentials', b)).json()).toEqual([]);
    const attempts = [
      await send('PATCH', `/api/credentials/${credential.id}/set-default`, b, {}),
      await send('DELETE', `/api/credentials/${credential.id}`, b),
      await get(`/api/credentials/${credential.id}/accounts`, b),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await credentialCount()).toBe(1);
    expect(await listAccounts(t, a)).toHaveLength(1);
  });

  it('refuses an id that is not an id at all with 400', async () => {
    const cookie = await signUp(t);
    const response = await send('DELETE', '/api/credentials/not-a-uuid', cookie);
    expect(response.statusCode).toBe(400);
  });
});

describe("a credential's accounts", () => {
  it('lists the channels connected through it, without tokens', async () => {
    const { cookie, credential } = await userWithChannels(t);
    const response = await get(`/api/credentials/${credential.id}/accounts`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(String),
        email: 'alice.demo@example.com',
        fullName: 'Alice Cooks',
        avatar: expect.stringContaining(DEMO_CHANNEL.aliceCooks),
        status: 'active',
      },
    ]);
    expect(response.body).not.toMatch(/ya29\.|1\/\/0g/);
  });
});
