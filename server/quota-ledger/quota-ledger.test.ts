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
