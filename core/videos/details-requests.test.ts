import { describe, expect, it } from 'vitest';
import { LOOKUP_IDS_MAX } from '../api/limits';
import { detailsRequests, LOOKUP_REQUESTS_AT_ONCE } from './details-requests';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);
const sizes = (n: number) => detailsRequests(ids(n)).map((r) => r.length);

describe('detailsRequests', () => {
  it('keeps every id once, in order', () => {
    expect(detailsRequests(ids(1234)).flat()).toEqual(ids(1234));
    expect(detailsRequests([])).toEqual([]);
  });

  it('sends a few links in one request of up to 50', () => {
    expect(sizes(7)).toEqual([7]);
    expect(sizes(50)).toEqual([50]);
  });

  it('fills every request slot with whole platform calls', () => {
    expect(sizes(300)).toEqual([50, 50, 50, 50, 50, 50]);
    expect(sizes(1000)).toEqual([200, 200, 200, 200, 200]);
    for (const size of sizes(2345).slice(0, -1)) expect(size % 50).toBe(0);
  });

  it('asks for at most the most a request takes, in as few requests as that allows', () => {
    const requests = sizes(10_000);
    expect(requests).toEqual(Array(20).fill(LOOKUP_IDS_MAX));
    expect(sizes(2_000_000).every((size) => size <= LOOKUP_IDS_MAX)).toBe(true);
    expect(requests.length).toBeGreaterThan(LOOKUP_REQUESTS_AT_ONCE);
  });
});
