import { describe, expect, it } from 'vitest';
import { quotaDay } from '@core/posting/quota-day';
import { emulatorControl } from '@emulator/control-client';
import { sender } from '@server/test/api-request';
import { googleUnitsUsed, ledgerUnits } from '@server/test/counts';
import {
  CONNECT_UNITS,
  findPage,
  signUp,
  userWithChannels,
  waitingComment,
} from '@server/test/scenario';
import { startTestApp } from '@server/test/test-app';
import { usePlatformTestApp } from '@server/test/use-test-app';

const t = usePlatformTestApp();
const googleUsed = (project: string) => googleUnitsUsed(t.emu.url, project);
const send = sender(t);

const setLedger = (key: string, units: number) =>
  t.pool.query(
    `insert into quota_usage (credential_key, day, units) values ($1, $2, $3)
     on conflict (credential_key, day) do update set units = excluded.units`,
    [key, quotaDay(new Date()), units],
  );

describe('what finding costs', () => {
  it('spends 101 units of the posting ledger per search page and 1 per chart page, as Google counts them', async () => {
    const { cookie, credential } = await userWithChannels(t, {
      credential: { name: 'user project' },
    });
    const google = await googleUsed(credential.clientId);
    const search = await findPage(t, cookie, '/api/find/search?q=guitar');
    expect(search.spent).toBe(101);
    // Beside what connecting the channel took.
    expect(search.quota).toEqual({
      credentialName: 'user project',
      used: CONNECT_UNITS + 101,
      limit: 10_000,
      reservedForPosting: 0,
      left: 10_000 - CONNECT_UNITS - 101,
    });
    await findPage(
      t,
      cookie,
      `/api/find/search?q=guitar&pageToken=${encodeURIComponent(search.nextPageToken!)}`,
    );
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS + 202);
    const popular = await findPage(t, cookie, '/api/find/popular');
    expect(popular.spent).toBe(1);
    expect(popular.quota.used).toBe(CONNECT_UNITS + 203);
    expect((await googleUsed(credential.clientId)) - google).toBe(203);
  });

  it('tells the costs and the quota before anything is spent; nothing when YouTube cannot be read', async () => {
    const none = await send('GET', '/api/find/quota', await signUp(t));
    expect(none.json()).toEqual({
      costs: { search: 101, popular: 1, source: 2, topics: 1 },
      quota: null,
    });
    const user = await userWithChannels(t, { credential: { name: 'user project' } });
    const { cookie, credential } = user;
    const batch = await waitingComment(t, user);
    expect(batch.statusCode).toBe(201);
    const answer = await send('GET', '/api/find/quota', cookie);
    expect(answer.json().quota).toEqual({
      credentialName: 'user project',
      used: CONNECT_UNITS,
      limit: 10_000,
      reservedForPosting: 50,
      left: 10_000 - CONNECT_UNITS - 50,
    });
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS);
  });
});

describe("the server's API key", () => {
  it('pays for a user without channels, in the ledger of the server-level credential', async () => {
    const keyed = await startTestApp({
      env: { YOUTUBE_API_KEY: 'server-key' },
      emulator: 'in-process',
    });
    try {
      const cookie = await signUp(keyed);
      const page = await findPage(keyed, cookie, '/api/find/search?q=chess');
      expect(page.quota).toMatchObject({ credentialName: 'Default', used: 101 });
      expect(await ledgerUnits(keyed, 'server')).toBe(101);
    } finally {
      await keyed.close();
    }
  });
});

describe('a search never takes the units confirmed comments need', () => {
  it('refuses when what is left after the waiting comments is short, and calls nobody', async () => {
    const user = await userWithChannels(t);
    const { cookie, credential } = user;
    const batch = await waitingComment(t, user);
    expect(batch.statusCode).toBe(201);
    // 150 units left in the ledger, 50 of them held for the waiting comment: 100 < 101.
    await setLedger(credential.id, 9_850);
    const refused = await send('GET', '/api/find/search?q=guitar', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FIND_QUOTA_SHORT', detail: '100' });
    expect(refused.json().message).toMatch(/100 units left/);
    expect(await emulatorControl(t.emu.url).calls('search.list')).toEqual([]);
    expect(await ledgerUnits(t, credential.id)).toBe(9_850);
    // A chart page (1 unit) still fits.
    const popular = await findPage(t, cookie, '/api/find/popular');
    expect(popular.quota).toMatchObject({ used: 9_851, reservedForPosting: 50, left: 99 });
  });

  it('searches once the comments are no longer waiting', async () => {
    const { cookie, credential } = await userWithChannels(t);
    await setLedger(credential.id, 9_850);
    const page = await findPage(t, cookie, '/api/find/search?q=guitar');
    expect(page.quota).toMatchObject({ used: 9_951, reservedForPosting: 0, left: 49 });
  });
});

describe('when Google says the quota is spent', () => {
  it('marks the ledger full for the day and answers with the quota error', async () => {
    const { cookie, credential } = await userWithChannels(t);
    await emulatorControl(t.emu.url).post('quota', { dailyLimit: 0 });
    const response = await send('GET', '/api/find/popular', cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PLATFORM_QUOTA');
    expect(await ledgerUnits(t, credential.id)).toBe(10_000);
    const after = await send('GET', '/api/find/popular', cookie);
    expect(after.json()).toMatchObject({ code: 'FIND_QUOTA_SHORT', detail: '0' });
  });
});
