import { describe, expect, it, vi } from 'vitest';
import { emulatorControl } from '@emulator/control-client';
import { connectChannel } from '@server/test/google-consent';
import { listAccounts, signUp, userWithChannels } from '@server/test/scenario';
import { upsertAccount } from './channels.repository';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();

const post = (url: string, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie } });
const revokedChannels = () =>
  [...t.emu.state.refreshTokens.values()]
    .filter((token) => token.revoked)
    .map((token) => token.channel.id)
    .sort();

/** A user with a credential and Alice's two channels connected through it. */
const withAlicesChannels = (name?: string) =>
  userWithChannels(t, { name, channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels] });

describe('GET /api/accounts', () => {
  it('lists the channels with status, credential, last use and comments posted; never tokens', async () => {
    const { cookie, credential } = await withAlicesChannels();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/accounts',
      headers: { cookie },
    });
    expect(response.json()).toEqual([
      {
        id: expect.any(String),
        channelId: DEMO_CHANNEL.aliceCooks,
        fullName: 'Alice Cooks',
        email: 'alice.demo@example.com',
        avatar: expect.any(String),
        status: 'active',
        statusReason: null,
        credentialId: credential.id,
        credentialName: 'My project',
        lastUsedAt: null,
        postingPaused: false,
        pausedReason: null,
        health: { visibleRate: null, checked: 0, flagged: false, tokenExpiresAt: null },
        commentsPosted: 0,
        connectedAt: expect.any(String),
        windows: { alwaysOpen: true, timeZone: null, slots: [], opensAt: null },
      },
      expect.objectContaining({ channelId: DEMO_CHANNEL.aliceTravels }),
    ]);
    // Never a token (the health's tokenExpiresAt says only when the connection ends).
    expect(response.body).not.toMatch(/ya29\.|1\/\/0g|sealed|access_?token|refresh_?token/i);
  });
});

describe("a grant revoked on Google's side", () => {
  it('turns the channel "error" (reconnect needed) at its next use, with the reason', async () => {
    const { cookie, accounts } = await withAlicesChannels();
    await emulatorControl(t.emu.url).post('revoke', { channelId: DEMO_CHANNEL.aliceCooks });
    const response = await post(`/api/accounts/${accounts[0]!.id}/check`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'error', statusReason: expect.any(String) });
    const after = await listAccounts(t, cookie);
    expect(after.map((a) => a.status)).toEqual(['error', 'active']);
  });

  it('a live grant checks out active, and reconnecting clears the error', async () => {
    const { cookie, credential, accounts } = await withAlicesChannels();
    const healthy = await post(`/api/accounts/${accounts[1]!.id}/check`, cookie);
    expect(healthy.json()).toMatchObject({ status: 'active', fullName: 'Alice Travels' });

    await emulatorControl(t.emu.url).post('revoke', { email: 'alice.demo@example.com' });
    await post(`/api/accounts/${accounts[0]!.id}/check`, cookie);
    await connectChannel(t, cookie, credential.id, DEMO_CHANNEL.aliceCooks);
    const recheck = await post(`/api/accounts/${accounts[0]!.id}/check`, cookie);
    expect(recheck.json()).toMatchObject({ status: 'active', statusReason: null });
  });

  it('keeps the channel as it was when Google does not answer, and says so', async () => {
    const { cookie, accounts } = await withAlicesChannels();
    await emulatorControl(t.emu.url).post('faults', { reason: 'backendError', count: 10 });
    const response = await post(`/api/accounts/${accounts[0]!.id}/check`, cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PLATFORM_UNAVAILABLE');
    expect((await listAccounts(t, cookie))[0]!.status).toBe('active');
  });

  it('stores the access token Google renews on the way', async () => {
    const { cookie, accounts } = await withAlicesChannels();
    await t.pool.query(`update accounts set token_expires_at = now() - interval '1 minute'`);
    const before = await t.pool.query<{ access_token_sealed: string }>(
      'select access_token_sealed from accounts where id = $1',
      [accounts[0]!.id],
    );
    const response = await post(`/api/accounts/${accounts[0]!.id}/check`, cookie);
    expect(response.json().status).toBe('active');
    const after = await t.pool.query<{ access_token_sealed: string; expires: Date }>(
      'select access_token_sealed, token_expires_at as expires from accounts where id = $1',
      [accounts[0]!.id],
    );
    expect(after.rows[0]!.access_token_sealed).not.toBe(before.rows[0]!.access_token_sealed);
    expect(after.rows[0]!.expires.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('a reconnection without a refresh token', () => {
  it('keeps the refresh token already stored', async () => {
    const { cookie } = await withAlicesChannels();
    const [account] = await listAccounts(t, cookie);
    const { rows } = await t.pool.query<{ workspace_id: string; refresh: string }>(
      'select workspace_id, refresh_token_sealed as refresh from accounts where id = $1',
      [account!.id],
    );
    await upsertAccount(t.db, {
      workspaceId: rows[0]!.workspace_id,
      credentialId: account!.credentialId,
      channelId: account!.channelId,
      channelTitle: 'Alice Cooks',
      email: account!.email,
      avatar: null,
      googleSub: '1',
      accessTokenSealed: 'new-access',
      refreshTokenSealed: null,
      tokenExpiresAt: null,
      grantExpiresAt: null,
    });
    const after = await t.pool.query<{ refresh: string; access: string }>(
      'select refresh_token_sealed as refresh, access_token_sealed as access from accounts where id = $1',
      [account!.id],
    );
    expect(after.rows[0]).toEqual({ refresh: rows[0]!.refresh, access: 'new-access' });
  });
});

describe('disconnecting', () => {
  it('one channel: revoked at Google and removed, the others stay', async () => {
    const { cookie, accounts } = await withAlicesChannels();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${accounts[0]!.id}`,
      headers: { cookie },
    });
    expect(response.json()).toEqual({
      email: 'alice.demo@example.com',
      channel: 'Alice Cooks',
      success: true,
    });
    expect(revokedChannels()).toEqual([DEMO_CHANNEL.aliceCooks]);
    expect((await listAccounts(t, cookie)).map((a) => a.fullName)).toEqual(['Alice Travels']);
  });

  it('all channels: the documented response, every grant revoked, nothing left', async () => {
    const { cookie } = await withAlicesChannels();
    const response = await post('/api/auth/clear-accounts', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Disconnected 2 channels',
      cleared: 2,
      results: [
        { email: 'alice.demo@example.com', channel: 'Alice Cooks', success: true },
        { email: 'alice.demo@example.com', channel: 'Alice Travels', success: true },
      ],
    });
    expect(revokedChannels()).toEqual([DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels]);
    expect(await listAccounts(t, cookie)).toEqual([]);
  });

  it('forgets the channels before revoking any grant: none is left to use, and be told to reconnect, once Google refuses it', async () => {
    const { cookie, accounts, workspaceId } = await withAlicesChannels();
    // Read on a connection of its own, as Google revokes: before the server hears back.
    const reader = await t.pool.connect();
    const leftAtRevoke: Promise<number>[] = [];
    const revoke = t.emu.state.revokeToken.bind(t.emu.state);
    const spy = vi.spyOn(t.emu.state, 'revokeToken').mockImplementation((token) => {
      leftAtRevoke.push(
        reader
          .query<{ n: number }>('select count(*)::int as n from accounts where workspace_id = $1', [
            workspaceId,
          ])
          .then((result) => result.rows[0]!.n),
      );
      return revoke(token);
    });
    try {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/${accounts[0]!.id}`,
        headers: { cookie },
      });
      // Its count read before the next request deletes the last channel: on a loaded machine the
      // reader's statement could otherwise run after it (seen once in CI: [0, 0]).
      await leftAtRevoke[0];
      await post('/api/auth/clear-accounts', cookie);
      // One channel, then the last: each already gone when its grant was revoked.
      expect(await Promise.all(leftAtRevoke)).toEqual([1, 0]);
    } finally {
      spy.mockRestore();
      reader.release();
    }
  });

  it('still removes the channel when Google cannot be reached, and reports it', async () => {
    const { cookie } = await withAlicesChannels();
    await t.emu.close(); // Google out of reach
    try {
      const response = await post('/api/auth/clear-accounts', cookie);
      expect(response.json()).toMatchObject({
        cleared: 2,
        results: [
          { success: false, error: expect.any(String) },
          { success: false, error: expect.any(String) },
        ],
      });
      expect(await listAccounts(t, cookie)).toEqual([]);
    } finally {
      await t.restart();
    }
  });
});

describe('isolation between users', () => {
  it("answers 404 to another user's channel ids, and clearing touches only your own", async () => {
    const a = await withAlicesChannels('a');
    const b = await signUp(t, 'b');
    const id = a.accounts[0]!.id;
    expect(await listAccounts(t, b)).toEqual([]);
    for (const response of [
      await post(`/api/accounts/${id}/check`, b),
      await t.app.inject({ method: 'DELETE', url: `/api/accounts/${id}`, headers: { cookie: b } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await post('/api/auth/clear-accounts', b)).json()).toMatchObject({ cleared: 0 });
    expect(await listAccounts(t, a.cookie)).toHaveLength(2);
    expect(revokedChannels()).toEqual([]);
  });
});
