import { describe, expect, it } from 'vitest';
import type { Quota } from '@core/api/batches.schema';
import { INSERT_COST, quotaDay } from '@core/posting/quota-day';
import { sender } from '@server/test/api-request';
import { addCredential, findPage, signUp, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import * as ledger from '@server/quota-ledger/quota-ledger';

/*
 * docs/platform.md §2: a credential whose Google Cloud project has a raised (or lowered) quota
 * sets its own daily limits; null keeps the server's (10,000 units and 100 searches here).
 */

const t = usePlatformTestApp();
const send = sender(t);
const now = () => new Date();

/** The credential's day stands at `units` of the default bucket and `searches` of search. */
const spend = (key: string, units: number, searches = 0) =>
  t.pool.query(
    `insert into quota_usage (credential_key, day, units, search_calls) values ($1, $2, $3, $4)
     on conflict (credential_key, day)
       do update set units = excluded.units, search_calls = excluded.search_calls`,
    [key, quotaDay(now()), units, searches],
  );

const limitsRow = async (id: string) =>
  (
    await t.pool.query<{ quota_daily_units: number | null; quota_search_calls: number | null }>(
      'select quota_daily_units, quota_search_calls from credentials where id = $1',
      [id],
    )
  ).rows[0];

describe("a credential's own quota limits", () => {
  it('are saved, shown with the limits in force, and given back to the server by null', async () => {
    const cookie = await signUp(t);
    const raised = await addCredential(t, cookie, { quotaDailyUnits: 50_000 });
    expect(raised).toMatchObject({
      quotaDailyUnits: 50_000,
      quotaSearchCalls: null,
      limits: { dailyUnits: 50_000, searchCalls: 100 },
    });
    const changed = await send('PATCH', `/api/credentials/${raised.id}`, cookie, {
      quotaDailyUnits: null,
      quotaSearchCalls: 250,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      testing: false,
      quotaDailyUnits: null,
      quotaSearchCalls: 250,
      limits: { dailyUnits: 10_000, searchCalls: 250 },
    });
  });

  it.each([
    ['a fraction', { quotaDailyUnits: 10_000.5 }, 'quotaDailyUnits'],
    ['zero units', { quotaDailyUnits: 0 }, 'quotaDailyUnits'],
    ['more than a million units', { quotaDailyUnits: 1_000_001 }, 'quotaDailyUnits'],
    ['zero searches', { quotaSearchCalls: 0 }, 'quotaSearchCalls'],
    ['text', { quotaSearchCalls: '500' }, 'quotaSearchCalls'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, limits, field) => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    const created = await send('POST', '/api/credentials', cookie, {
      name: 'Raised',
      clientId: 'raised.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-x',
      ...limits,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(created.json().message).toContain(field);
    const updated = await send('PATCH', `/api/credentials/${credential.id}`, cookie, limits);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toContain(field);
    const { rows } = await t.pool.query('select id from credentials');
    expect(rows).toEqual([{ id: credential.id }]);
    expect(await limitsRow(credential.id)).toEqual({
      quota_daily_units: null,
      quota_search_calls: null,
    });
  });

  it('let a raised credential spend past 10,000 units, and hold one without at 10,000', async () => {
    const cookie = await signUp(t);
    const raised = await addCredential(t, cookie, { quotaDailyUnits: 20_000 });
    const plain = await addCredential(t, cookie);
    const reserve = async (id: string) => {
      const { quotaDailyUnits } = await ledger.limitsOfOne(t.db, id, t.config.posting);
      return ledger.reserve(t.db, id, INSERT_COST, { now: now(), limit: quotaDailyUnits });
    };
    for (const { id } of [raised, plain]) await spend(id, 10_000 - INSERT_COST);
    expect(await reserve(raised.id)).toBeDefined();
    expect(await reserve(plain.id)).toBeDefined();
    expect(await reserve(raised.id)).toBeDefined();
    expect(await reserve(plain.id)).toBeUndefined();
    const quota = (await send('GET', '/api/quota', cookie)).json<Quota>().credentials;
    expect(quota.map((c) => [c.used, c.limit, c.left])).toEqual([
      [10_050, 20_000, 9_950],
      [10_000, 10_000, 0],
    ]);
  });

  it('let a credential with more searches search past 100, and hold it at a lowered limit', async () => {
    const { cookie, credential } = await userWithChannels(t, {
      credential: { quotaSearchCalls: 200 },
    });
    await spend(credential.id, 1, 100);
    const page = await findPage(t, cookie, '/api/find/search?q=guitar');
    expect(page.quota.searches).toEqual({ used: 101, limit: 200, left: 99 });

    // Lowered to what is already used: the next search is refused and nothing is called.
    const lowered = await send('PATCH', `/api/credentials/${credential.id}`, cookie, {
      quotaSearchCalls: 101,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const refused = await send('GET', '/api/find/search?q=guitar', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FIND_SEARCHES_SPENT' });
    expect(refused.json().message).toContain('the 101 searches of My project');
  });

  it('hold reads to a lowered daily limit, and the quota shows it', async () => {
    const { cookie, credential } = await userWithChannels(t, {
      credential: { quotaDailyUnits: 120 },
    });
    await spend(credential.id, 100);
    const found = await send('GET', '/api/find/search?q=guitar', cookie);
    expect(found.statusCode, found.body).toBe(200);
    await spend(credential.id, 120);
    const spent = await send('GET', '/api/find/popular', cookie);
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({ code: 'FIND_QUOTA_SHORT' });
    const quota = (await send('GET', '/api/quota', cookie)).json<Quota>().credentials[0];
    expect(quota).toMatchObject({ used: 120, limit: 120, left: 0 });
  });

  it("give the confirmation's quota lines and its plan the credential's own units", async () => {
    const { cookie, credential, accountIds, videoIds } = await userWithChannels(t, {
      credential: { quotaDailyUnits: 20_000 },
      videos: ['vid00000001', 'vid00000002'],
    });
    await spend(credential.id, 10_000);
    const preview = await send('POST', '/api/batches/preview', cookie, {
      accountIds,
      videoIds,
      mode: 'single',
      text: 'Raised today',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // The server's 10,000 are used up; the credential's own 20,000 leave room for these two.
    expect(preview.json<{ quota: { left: number; fitsToday: number }[] }>().quota).toEqual([
      expect.objectContaining({ left: 10_000, fitsToday: 200 }),
    ]);
  });
});
