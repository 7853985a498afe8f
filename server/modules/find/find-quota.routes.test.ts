import { describe, expect, it } from 'vitest';
import { nextQuotaReset, quotaDay } from '@core/posting/quota-day';
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

/** What the emulator counted of the project's searches today: their own bucket. */
const googleSearches = async (project: string) =>
  (await emulatorControl(t.emu.url).quota()).projects.find((p) => p.project === project)?.buckets
    .search.used ?? 0;
const ledgerSearches = async (key: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select search_calls as n from quota_usage where credential_key = $1',
      [key],
    )
  ).rows[0]?.n ?? 0;

const setLedger = (key: string, units: number) =>
  t.pool.query(
    `insert into quota_usage (credential_key, day, units) values ($1, $2, $3)
     on conflict (credential_key, day) do update set units = excluded.units`,
    [key, quotaDay(new Date()), units],
  );

describe('what finding costs', () => {
  it('spends 1 search and 1 unit of the posting ledger per search page, and 1 unit per chart page, as Google counts them', async () => {
    const { cookie, credential } = await userWithChannels(t, {
      credential: { name: 'user project' },
    });
    const google = await googleUsed(credential.clientId);
    const search = await findPage(t, cookie, '/api/find/search?q=guitar');
    // search.list is a search of the day, from its own bucket; the page's statistics are a unit.
    expect(search.spent).toBe(1);
    // Beside what connecting the channel took.
    expect(search.quota).toEqual({
      credentialName: 'user project',
      used: CONNECT_UNITS + 1,
      limit: 10_000,
      reservedForPosting: 0,
      left: 10_000 - CONNECT_UNITS - 1,
      searches: { used: 1, limit: 100, left: 99 },
      nextReset: nextQuotaReset(new Date()).toISOString(),
    });
    await findPage(
      t,
      cookie,
      `/api/find/search?q=guitar&pageToken=${encodeURIComponent(search.nextPageToken!)}`,
    );
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS + 2);
    expect(await ledgerSearches(credential.id)).toBe(2);
    const popular = await findPage(t, cookie, '/api/find/popular');
    expect(popular.spent).toBe(1);
    expect(popular.quota).toMatchObject({ used: CONNECT_UNITS + 3, searches: { used: 2 } });
    expect((await googleUsed(credential.clientId)) - google).toBe(3);
    expect(await googleSearches(credential.clientId)).toBe(2);
  });

  it('tells the costs and the quota before anything is spent; nothing when YouTube cannot be read', async () => {
    const none = await send('GET', '/api/find/quota', await signUp(t));
    expect(none.json()).toEqual({
      costs: { search: 1, popular: 1, source: 2, topics: 1 },
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
      searches: { used: 0, limit: 100, left: 100 },
      nextReset: nextQuotaReset(new Date()).toISOString(),
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
      expect(page.quota).toMatchObject({
        credentialName: 'Default',
        used: 1,
        searches: { used: 1, left: 99 },
      });
      expect(await ledgerUnits(keyed, 'server')).toBe(1);
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
    // 50 units left in the ledger, all of them held for the waiting comment: 0 < 1.
    await setLedger(credential.id, 9_950);
    const refused = await send('GET', '/api/find/search?q=guitar', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FIND_QUOTA_SHORT', detail: '0' });
    expect(refused.json().message).toMatch(/0 units left/);
    expect(await emulatorControl(t.emu.url).calls('search.list')).toEqual([]);
    expect(await ledgerUnits(t, credential.id)).toBe(9_950);
    expect(await ledgerSearches(credential.id)).toBe(0);
  });

  it('searches once the comments are no longer waiting', async () => {
    const { cookie, credential } = await userWithChannels(t);
    await setLedger(credential.id, 9_950);
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
