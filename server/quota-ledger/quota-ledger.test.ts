import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import * as ledger from './quota-ledger';

const t = useTestApp();
const now = new Date('2026-11-24T20:00:00Z'); // quota day 2026-11-24 (Pacific)
const limit = 100;
const used = async (credentialId: string | null) =>
  (await ledger.usedToday(t.db, [credentialId], now)).get(credentialId ?? 'server') ?? 0;

describe('the quota ledger', () => {
  it("refuses a day's first units when they alone pass the limit, and writes nothing", async () => {
    expect(await ledger.reserve(t.db, null, 60, { now, limit: 50 })).toBeUndefined();
    expect(await used(null)).toBe(0);
    expect(await ledger.reserve(t.db, null, 50, { now, limit: 50 })).toEqual({
      key: 'server',
      day: '2026-11-24',
      bucket: 'default',
      units: 50,
    });
  });

  it('takes units up to the limit, gives back a refund, and stands at the limit once Google says spent', async () => {
    const charge = await ledger.reserve(t.db, null, 70, { now, limit });
    expect(charge).toBeDefined();
    expect(await ledger.reserve(t.db, null, 40, { now, limit })).toBeUndefined();
    await ledger.refund(t.db, charge!);
    expect(await used(null)).toBe(0);
    await ledger.exhaust(t.db, ledger.dayOf(null, now), limit);
    expect(await used(null)).toBe(limit);
    expect(await ledger.reserve(t.db, null, 1, { now, limit })).toBeUndefined();
    // The next quota day starts empty.
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    expect(await ledger.reserve(t.db, null, 1, { now: tomorrow, limit })).toBeDefined();
  });

  it('gives the last units to one of many callers at once, never more than the limit', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => ledger.reserve(t.db, null, 30, { now, limit })),
    );
    expect(attempts.filter(Boolean)).toHaveLength(3);
    expect(await used(null)).toBe(90);
  });
});

describe("the ledger's buckets", () => {
  const buckets = async (credentialId: string | null) =>
    (await ledger.bucketsToday(t.db, [credentialId], now)).get(credentialId ?? 'server');

  it('keeps each bucket to its own limit: a spent one refuses its calls alone', async () => {
    const search = { now, limit: 2, bucket: 'search' } as const;
    expect(await ledger.reserve(t.db, null, 1, search)).toEqual({
      key: 'server',
      day: '2026-11-24',
      bucket: 'search',
      units: 1,
    });
    expect(await ledger.reserve(t.db, null, 1, search)).toBeDefined();
    expect(await ledger.reserve(t.db, null, 1, search)).toBeUndefined();
    // The default bucket and the stats bucket are untouched by a spent search bucket.
    expect(await ledger.reserve(t.db, null, 40, { now, limit })).toBeDefined();
    expect(await ledger.reserve(t.db, null, 1, { now, limit: 5, bucket: 'stats' })).toBeDefined();
    expect(await buckets(null)).toEqual({ default: 40, search: 2, stats: 1 });
    expect(await used(null)).toBe(40); // "used" is the default bucket's, as before buckets
  });

  it('refunds and fills one bucket only', async () => {
    const charge = await ledger.reserve(t.db, 'cred-a', 1, { now, limit: 100, bucket: 'search' });
    await ledger.reserve(t.db, 'cred-a', 30, { now, limit });
    await ledger.refund(t.db, charge!);
    expect(await buckets('cred-a')).toEqual({ default: 30, search: 0, stats: 0 });
    await ledger.exhaust(t.db, ledger.dayOf('cred-a', now, 'search'), 100);
    expect(await buckets('cred-a')).toEqual({ default: 30, search: 100, stats: 0 });
    await ledger.exhaust(t.db, ledger.dayOf('cred-b', now, 'stats'), 10_000);
    expect(await buckets('cred-b')).toEqual({ default: 0, search: 0, stats: 10_000 });
  });

  it('gives the last searches to as many callers at once as the bucket holds, never more', async () => {
    await ledger.reserve(t.db, null, 97, { now, limit: 100, bucket: 'search' });
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.reserve(t.db, null, 1, { now, limit: 100, bucket: 'search' }),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(3);
    expect(await buckets(null)).toEqual({ default: 0, search: 100, stats: 0 });
  });

  it("gives the server's limits to the server-level credential, a key that is no credential and one that sets none", async () => {
    const defaults = { quotaDailyUnits: 10_000, quotaSearchCalls: 100, quotaStatsUnits: 10_000 };
    // The person first: their personal workspace (0042's trigger) is made once the insert ends.
    const person = await t.pool.query<{ id: string }>(
      `insert into users (email, full_name) values ('l@example.com', 'L') returning id`,
    );
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into credentials (workspace_id, name, client_id, client_secret_sealed, quota_search_calls)
       values ($1, 'Raised', 'raised', 'x', 500) returning id`,
      [person.rows[0]!.id],
    );
    const own = rows[0]!.id;
    const limits = await ledger.limitsOf(t.db, [null, 'checkkey:someone', own], defaults);
    expect(Object.fromEntries(limits)).toEqual({
      server: defaults,
      'checkkey:someone': defaults,
      [own]: { ...defaults, quotaSearchCalls: 500 },
    });
  });
});
