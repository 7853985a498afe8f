import { describe, expect, it } from 'vitest';
import { estimateSeconds, waitSeconds } from './eta';
import { commentsThatFit, nextQuotaReset, quotaLeft } from './quota-day';

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

describe('quotaLeft', () => {
  it('is what the limit leaves, never below zero', () => {
    expect(quotaLeft(10_000, 0)).toBe(10_000);
    expect(quotaLeft(10_000, 9_950)).toBe(50);
    expect(quotaLeft(10_000, 10_000)).toBe(0);
    expect(quotaLeft(10_000, 12_000)).toBe(0);
  });

  it('pays for whole comments only', () => {
    expect(commentsThatFit(49)).toBe(0);
    expect(commentsThatFit(50)).toBe(1);
    expect(commentsThatFit(10_000)).toBe(200);
  });
});

describe('waitSeconds', () => {
  it('counts down to the next allowed post, from a date or its text', () => {
    expect(waitSeconds(new Date(now.getTime() + 20_000), now)).toBe(20);
    expect(waitSeconds(new Date(now.getTime() + 1_500).toISOString(), now)).toBe(1.5);
  });

  it('is zero for a channel never paced or already free', () => {
    expect(waitSeconds(null, now)).toBe(0);
    expect(waitSeconds(undefined, now)).toBe(0);
    expect(waitSeconds('', now)).toBe(0);
    expect(waitSeconds(new Date(now.getTime() - 5_000), now)).toBe(0);
  });
});
