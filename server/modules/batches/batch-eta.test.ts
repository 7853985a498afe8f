import { describe, expect, it } from 'vitest';
import { nextQuotaReset } from '../../../core/posting/quota-day';
import { estimateSeconds } from './batch-eta';

const now = new Date('2026-11-23T12:00:00Z');
const untilReset = (nextQuotaReset(now).getTime() - now.getTime()) / 1000;
const options = {
  pacingSeconds: 30,
  dailyCapPerChannel: 100,
  limit: 10_000,
  now,
  quotaLeft: new Map([['cred', 500]]), // 10 comments' worth
};

describe('estimateSeconds', () => {
  it('paces each channel and waits for its next allowed post', () => {
    expect(estimateSeconds([{ n: 6, credentialKey: 'cred', waitSeconds: 20 }], options)).toBe(
      20 + 5 * 30,
    );
  });

  it('waits for the quota reset once comments queued on other channels use up what is left', () => {
    const load = [{ n: 6, credentialKey: 'cred', waitSeconds: 0 }];
    expect(estimateSeconds(load, options)).toBe(5 * 30);
    const queuedElsewhere = new Map([['cred', 6]]);
    expect(estimateSeconds(load, { ...options, queuedElsewhere })).toBe(Math.round(untilReset));
    // Another credential's queue spends another quota.
    const elsewhere = new Map([['other', 6]]);
    expect(estimateSeconds(load, { ...options, queuedElsewhere: elsewhere })).toBe(5 * 30);
  });
});
