import { describe, expect, it } from 'vitest';
import { areSimilar, findSimilar, normalizeTemplate } from './template-similarity';

describe('normalizeTemplate', () => {
  it('lower-cases and collapses every run of white space', () => {
    expect(normalizeTemplate('  Great\tVIDEO,\n\n thanks!  ')).toBe('great video, thanks!');
  });
});

describe('areSimilar', () => {
  it.each([
    ['Great video!', 'great   video!', true],
    ['Great video!', 'Great video?', true], // 1 of 12 positions differs: over 90% identical
    ['Great video, thanks for sharing', 'Great video, thanks for sharinG!', true],
    ['Great video!', 'Nice video!!', false],
    ['Loved it', 'Loved it so much, watching again tomorrow', false], // lengths far apart
    ['abcdefghij', 'abcdefghiX', false], // exactly 90% identical is not over 90%
    ['abcdefghijklmnopqrst', 'abcdefghijklmnopqrsX', true], // 95%
    ['', '', true],
    ['非常感谢分享这个精彩的视频', '非常感谢分享这个精彩的视频！', true],
  ])('%j ~ %j: %s', (a, b, expected) => {
    expect(areSimilar(a, b)).toBe(expected);
    expect(areSimilar(b, a)).toBe(expected);
  });
});

describe('findSimilar', () => {
  it('returns the first similar existing template, or nothing', () => {
    const existing = [
      { id: 1, content: 'First comment here' },
      { id: 2, content: 'Thanks for the tips!' },
    ];
    expect(findSimilar('thanks for the tips!!', existing)?.id).toBe(2);
    expect(findSimilar('Something else entirely', existing)).toBeUndefined();
  });
});
