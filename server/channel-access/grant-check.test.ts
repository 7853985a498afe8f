import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { buildTestServices, createTestWorker, postingHelpers } from '../test/posting';
import { connectChannel } from '../test/google-consent';
import { usePlatformTestApp } from '../test/use-test-app';
import { checkDueGrants } from './grant-check';

const t = usePlatformTestApp();
const { send, setUp, launchText, getBatch, drain, emulator } = postingHelpers(t);

const DAY = 24 * 60 * 60_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

describe("a grant's health", () => {
  it("says when Google will end a Testing app's connection, and finds it ended before a batch does", async () => {
    const clientId = `testing-${Date.now()}.apps.googleusercontent.com`;
    await emulator().post(`clients/${clientId}`, { testing: true });
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1'], 0);
    const credential = await send('POST', '/api/credentials', user.cookie, {
      name: 'Testing app',
      clientId,
      clientSecret: 'GOCSPX-x',
    });
    const { id: credentialId } = credential.json<{ id: string }>();
    await connectChannel(t, user.cookie, credentialId, DEMO_CHANNEL.bobBuilds);
    const accounts = (await send('GET', '/api/accounts', user.cookie)).json<
      { id: string; fullName: string; status: string; health: { tokenExpiresAt: string | null } }[]
    >();
    const bob = accounts.find((a) => a.fullName === 'Bob Builds')!;
    const alice = accounts.find((a) => a.fullName === 'Alice Cooks')!;
    // Google announced 604,800 s: the page counts 7 days from the grant.
    const ends = Date.parse(bob.health.tokenExpiresAt!);
    expect(Math.abs(ends - later(7).getTime())).toBeLessThan(60_000);
    expect(alice.health.tokenExpiresAt).toBeNull();
    // Where Google says nothing, the user may: the credential's app is in Testing.
    const marked = await send('PATCH', `/api/credentials/${user.credential.id}`, user.cookie, {
      testing: true,
    });
    expect(marked.json()).toMatchObject({ testing: true });
    const said = (await send('GET', '/api/accounts', user.cookie)).json<typeof accounts>();
    const aliceEnds = Date.parse(said.find((a) => a.id === alice.id)!.health.tokenExpiresAt!);
    expect(Math.abs(aliceEnds - later(7).getTime())).toBeLessThan(60_000);

    // A day later both grants are alive: checked with a token refresh, which costs no quota.
    const deps = await buildTestServices(t);
    const before = await emulator().quota();
    expect(await checkDueGrants(deps, later(1.5))).toEqual({ alive: 2, dead: 0, unknown: 0 });
    expect((await emulator().quota()).projects).toEqual(before.projects);

    // Eight days on, Google has ended Bob's grant: found by the daily check, not by a batch.
    await emulator().post('clock', { advanceMs: 8 * DAY });
    expect(await checkDueGrants(deps, later(8))).toEqual({ alive: 1, dead: 1, unknown: 0 });
    const after = (await send('GET', '/api/accounts', user.cookie)).json<typeof accounts>();
    expect(after.find((a) => a.id === bob.id)?.status).toBe('error');
    expect(after.find((a) => a.id === alice.id)?.status).toBe('active');
  });

  it('holds the comments of a channel whose grant died, and posts them once it is reconnected', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1', 'vidBBBBBBB2'], 0);
    await emulator().post('revoke', {
      channelId: DEMO_CHANNEL.aliceCooks,
      project: user.credential.clientId,
    });
    const deps = await buildTestServices(t);
    expect(await checkDueGrants(deps, later(2))).toMatchObject({ dead: 1 });

    const batch = await launchText(
      user.cookie,
      user.accountIds,
      ['vidAAAAAAA1', 'vidBBBBBBB2'],
      'Held',
    );
    const worker = await createTestWorker(t);
    expect(await worker.step()).toBe(false); // nothing may post: the channel waits
    expect((await getBatch(user.cookie, batch.id)).counts).toEqual({ pending: 2 });

    await connectChannel(t, user.cookie, user.credential.id, DEMO_CHANNEL.aliceCooks);
    expect(await drain(user.cookie, batch.id, worker)).toMatchObject({
      status: 'done',
      counts: { posted: 2 },
    });
  });

  it('a network failure or a 5xx never marks a channel for reconnection', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], [], 0);
    const deps = await buildTestServices(t);
    const project = user.credential.clientId;
    await emulator().post('faults', { reason: 'backendError', method: 'oauth.token', project });
    expect(await checkDueGrants(deps, later(2))).toEqual({ alive: 0, dead: 0, unknown: 1 });
    await emulator().post('faults', {
      reason: 'connectionReset',
      method: 'oauth.token',
      project,
    });
    expect(await checkDueGrants(deps, later(2))).toEqual({ alive: 0, dead: 0, unknown: 1 });
    await t.emu.close();
    expect(await checkDueGrants(deps, later(2))).toEqual({ alive: 0, dead: 0, unknown: 1 });
    const [account] = (await send('GET', '/api/accounts', user.cookie)).json<
      { status: string }[]
    >();
    expect(account!.status).toBe('active');
  });
});
