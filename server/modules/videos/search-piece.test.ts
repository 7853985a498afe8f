import { describe, expect, it } from 'vitest';
import { patternTrigrams, prepareSample, searchPiece, valueTrigrams } from './search-piece';

/** The shape of the benchmark's collection: every title says "number", 50 channels. */
const titles = prepareSample(
  Array.from({ length: 100 }, (_, i) => ({
    value: `Video number ${1 + i * 1000 + ((i * 7919) % 1000)}`,
    share: 0.01,
  })),
);
const channels = prepareSample(
  Array.from({ length: 50 }, (_, i) => ({ value: `Channel ${i}`, share: 0.02 })),
);
const varied = prepareSample(
  [
    'Pasta at home',
    'How to cook rice',
    'Piano lesson 3',
    'Street food tour',
    'Rice cooker test',
  ].map((value) => ({ value, share: 0.2 })),
);

describe('the trigrams pg_trgm reads', () => {
  it('pads each word of a value', () => {
    expect([...valueTrigrams('Ab 1')].sort()).toEqual(['  1', '  a', ' 1 ', ' ab', 'ab '].sort());
  });

  it('pads a pattern only where the piece shows a word edge', () => {
    expect([...patternTrigrams('number')].sort()).toEqual(['ber', 'mbe', 'num', 'umb']);
    expect([...patternTrigrams(' 19')].sort()).toEqual(['  1', ' 19']);
    expect(patternTrigrams('19').size).toBe(0);
    expect(patternTrigrams('猫咪').size).toBe(0);
  });
});

describe('searchPiece', () => {
  it('asks the index for the rare part of a search whose other words every title shares', () => {
    expect(searchPiece('number 19', titles)).toBe(' 19');
    expect(searchPiece('Video number 77777', titles)).toBe(' 77777');
  });

  it('looks each column up by what is rare in it', () => {
    expect(searchPiece('number 19', channels)).toBe('number ');
    expect(searchPiece('channel 19', channels)).toBe(' 19');
    expect(searchPiece('channel 19', titles)).toBe('channel ');
  });

  it('keeps the whole search when no piece is much cheaper', () => {
    expect(searchPiece('77777', titles)).toBe('77777');
    expect(searchPiece('pasta home', varied)).toBe('pasta home');
  });

  it('takes the piece that leaves fewer rows to read', () => {
    // " 19" begins a number in 1% of the titles; "pasta" is in none.
    expect(searchPiece('pasta 19', titles)).toBe('pasta ');
  });

  it('keeps the whole search without a sample or a piece the index can narrow', () => {
    expect(searchPiece('number 19', prepareSample([]))).toBe('number 19');
    expect(searchPiece('猫 19', titles)).toBe('猫 19');
  });

  it('gives no piece when the index cannot narrow the search: the list is walked instead', () => {
    // Too short to have a trigram, with or without statistics.
    expect(searchPiece('ab', titles)).toBeUndefined();
    expect(searchPiece('12', prepareSample([]))).toBeUndefined();
    // In every title, or only beside words every title has.
    expect(searchPiece('number', titles)).toBeUndefined();
    const alike = prepareSample(
      Array.from({ length: 100 }, (_, i) => ({
        value: `Load test video number ${i * 200 + 1} with a shared title`,
        share: 0.01,
      })),
    );
    expect(searchPiece('2 with', alike)).toBeUndefined();
    expect(searchPiece('number 4001 with', alike)).toBe(' 4001 ');
  });

  it('always answers a piece of the search, as typed', () => {
    for (const search of ['Number  19', 'number 19 x', 'a number 7 b', '#shorts number 5']) {
      expect(search).toContain(searchPiece(search, titles));
    }
  });
});
