import { describe, expect, it } from 'vitest';
import {
  checkRange,
  foundVideoFilter,
  inRange,
  InvalidRangeError,
  isShortFound,
  type FoundVideo,
} from './video-filters';

describe('count ranges', () => {
  it('keeps counts within the bounds given, both included', () => {
    expect(inRange(100, { min: 100, max: 200 })).toBe(true);
    expect(inRange(200, { min: 100, max: 200 })).toBe(true);
    expect(inRange(99, { min: 100 })).toBe(false);
    expect(inRange(201, { max: 200 })).toBe(false);
    expect(inRange(5_000_000_000, { min: 1 })).toBe(true);
    expect(inRange(0, {})).toBe(true);
  });

  it('lets a hidden count through only when no bound is set', () => {
    expect(inRange(null, {})).toBe(true);
    expect(inRange(undefined, { min: 0 })).toBe(false);
    expect(inRange(null, { max: 10 })).toBe(false);
  });

  it('refuses a minimum over the maximum with a typed error naming the field', () => {
    expect(() => checkRange('likes', { min: 10, max: 9 })).toThrow(InvalidRangeError);
    expect(() => checkRange('views', { min: 2, max: 1 })).toThrow(
      expect.objectContaining({ field: 'views', problem: 'minOverMax' }),
    );
    expect(checkRange('views', { min: 5, max: 5 })).toEqual({ min: 5, max: 5 });
    expect(checkRange('views', { min: 5 })).toEqual({ min: 5 });
  });

  it.each([[-1], [1.5], [Number.NaN], [Infinity]])('refuses %d as a bound', (bound) => {
    expect(() => checkRange('views', { min: bound })).toThrow(
      expect.objectContaining({ problem: 'notACount' }),
    );
    expect(() => checkRange('likes', { max: bound })).toThrow(InvalidRangeError);
  });
});

describe('isShortFound', () => {
  it.each([
    ['PT59S', true],
    ['PT1M', false],
    ['PT1M1S', false],
    ['PT15S', true],
    ['P0D', false], // a live or upcoming video reports no length
    ['PT1H', false],
    [null, false],
  ])('a video of %s is a Short: %s', (duration, short) => {
    expect(isShortFound({ title: 'A video', duration })).toBe(short);
  });

  it('is a Short with #shorts in the title or description, in any case', () => {
    expect(isShortFound({ title: 'Cat jumps #SHORTS', duration: 'PT10M' })).toBe(true);
    expect(isShortFound({ title: 'Cat', description: 'so fun #Shorts', duration: 'PT10M' })).toBe(
      true,
    );
    expect(isShortFound({ title: '#shortstop highlights', duration: 'PT10M' })).toBe(false);
  });
});

describe('foundVideoFilter', () => {
  const videos: (FoundVideo & { name: string })[] = [
    { name: 'popular', viewCount: '2000000', likeCount: '90000', duration: 'PT12M', title: 'A' },
    { name: 'small', viewCount: '900', likeCount: '12', duration: 'PT3M', title: 'B' },
    { name: 'short', viewCount: '50000', likeCount: '4000', duration: 'PT30S', title: 'C' },
    {
      name: 'hidden likes',
      viewCount: '70000',
      likeCount: undefined,
      duration: 'PT8M',
      title: 'D',
    },
    { name: 'tagged', viewCount: '1000', likeCount: '100', duration: 'PT5M', title: 'E #shorts' },
  ];
  const names = (filter: ReturnType<typeof foundVideoFilter>) =>
    videos.filter(filter).map((video) => video.name);

  it('keeps everything with no filter', () => {
    expect(names(foundVideoFilter({}))).toHaveLength(videos.length);
  });

  it('keeps the views and likes ranges together', () => {
    expect(names(foundVideoFilter({ views: { min: 1000 } }))).toEqual([
      'popular',
      'short',
      'hidden likes',
      'tagged',
    ]);
    expect(
      names(foundVideoFilter({ views: { min: 1000, max: 100_000 }, likes: { min: 1 } })),
    ).toEqual(['short', 'tagged']);
  });

  it('leaves Shorts out, or keeps only them', () => {
    expect(names(foundVideoFilter({ shorts: 'exclude' }))).toEqual([
      'popular',
      'small',
      'hidden likes',
    ]);
    expect(names(foundVideoFilter({ shorts: 'only' }))).toEqual(['short', 'tagged']);
  });

  it('refuses a range with its minimum over its maximum before filtering anything', () => {
    expect(() => foundVideoFilter({ likes: { min: 10, max: 1 } })).toThrow(InvalidRangeError);
  });
});
