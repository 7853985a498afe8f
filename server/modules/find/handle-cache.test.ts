import { describe, expect, it } from 'vitest';
import { createHandleCache } from './handle-cache';

const target = { title: 'Chord Lab', uploadsPlaylistId: 'UUXIbc5mBMEcSjyx9QBzpKIy' };

describe('the handle cache', () => {
  it('knows a handle in any case for an hour, then asks again', () => {
    let now = 0;
    const cache = createHandleCache(() => now);
    cache.set('@ChordLab', target);
    expect(cache.get('@chordlab')).toEqual(target);
    now += 60 * 60 * 1000 + 1;
    expect(cache.get('@chordlab')).toBeUndefined();
  });

  it('forgets the oldest handle past a thousand', () => {
    const cache = createHandleCache();
    for (let i = 0; i <= 1000; i++) cache.set(`@handle${i}`, target);
    expect(cache.get('@handle0')).toBeUndefined();
    expect(cache.get('@handle1000')).toEqual(target);
  });
});
