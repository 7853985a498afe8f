import { describe, expect, it } from 'vitest';
import { nextQuotaReset, quotaDay } from '@core/posting/quota-day';
import { emulatorControl } from '@emulator/control-client';
import { sender } from '@server/test/api-request';
import { ledgerUnits } from '@server/test/counts';
import { postingHelpers } from '@server/test/posting';
import { CONNECT_UNITS, findPage, launchBatch, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

/*
 * docs/platform.md §2: since 2026-06-01 search.list has a bucket of its own, 100 calls a day per
 * Cloud project. The ledger keeps it beside the units; a spent one refuses searches, and only them.
 */

const t = usePlatformTestApp();
const send = sender(t);
const emulator = () => emulatorControl(t.emu.url);

const spendSearches = (key: string, calls: number) =>
  t.pool.query(
    `insert into quota_usage (credential_key, day, search_calls) values ($1, $2, $3)
     on conflict (credential_key, day) do update set search_calls = excluded.search_calls`,
    [key, quotaDay(new Date()), calls],
  );
const ledgerSearches = async (key: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select search_calls as n from quota_usage where credential_key = $1',
      [key],
    )
  ).rows[0]?.n ?? 0;

describe("a credential's searches of the day", () => {
  it('once used up, refuse a search with when they come back, and nothing is called', async () => {
    const { cookie, credential } = await userWithChannels(t);
    await spendSearches(credential.id, 100);
    const videosListed = (await emulator().calls('videos.list')).length;

    const refused = await send('GET', '/api/find/search?q=guitar', cookie);
    expect(refused.statusCode).toBe(409);
    const reset = nextQuotaReset(new Date()).toISOString();
    expect(refused.json()).toMatchObject({ code: 'FIND_SEARCHES_SPENT', detail: reset });
    expect(refused.json().message).toContain(`They come back at ${reset}`);
    // Neither the search nor the page's statistics reached Google, and nothing was taken.
    expect(await emulator().calls('search.list')).toEqual([]);
    expect(await emulator().calls('videos.list')).toHaveLength(videosListed);
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS);
    expect(await ledgerSearches(credential.id)).toBe(100);

    // What Find shows before searching says so too; the charts, paid in units, still work.
    const quota = (await send('GET', '/api/find/quota', cookie)).json().quota;
    expect(quota).toMatchObject({ searches: { used: 100, limit: 100, left: 0 }, nextReset: reset });
    const popular = await findPage(t, cookie, '/api/find/popular');
    expect(popular.quota).toMatchObject({ used: CONNECT_UNITS + 1, searches: { left: 0 } });
  });

  it('are marked used up when Google says so, and the units stay as they were', async () => {
    const { cookie, credential } = await userWithChannels(t);
    await emulator().post('quota', { searchLimit: 0 });

    // Google's refusal names no bucket: the search's is the one spent, and the answer says so.
    const failed = await send('GET', '/api/find/search?q=guitar', cookie);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().code).toBe('FIND_SEARCHES_SPENT');
    expect(await ledgerSearches(credential.id)).toBe(100);
    expect(await ledgerUnits(t, credential.id)).toBe(CONNECT_UNITS);

    // The next one is refused here, before Google: one search.list reached it, the first.
    const refused = await send('GET', '/api/find/search?q=guitar', cookie);
    expect(refused.json().code).toBe('FIND_SEARCHES_SPENT');
    expect(await emulator().calls('search.list')).toHaveLength(1);
    await findPage(t, cookie, '/api/find/popular');
  });

  it('never hold a comment: a spent search bucket leaves posting be', async () => {
    const { cookie, credential, accountIds } = await userWithChannels(t, {
      videos: ['vid00000001'],
      pacingSeconds: 0,
    });
    await spendSearches(credential.id, 100);
    await emulator().post('quota', { searchLimit: 0 });
    const batch = await launchBatch(t, cookie, {
      accountIds,
      videoIds: ['vid00000001'],
      mode: 'single',
      text: 'Posted whatever the searches',
    });
    const done = await postingHelpers(t).drain(cookie, batch.id);
    expect(done.status).toBe('done');
    expect(await emulator().comments()).toEqual([
      expect.objectContaining({
        text: 'Posted whatever the searches',
        clientId: credential.clientId,
      }),
    ]);
  });
});
