import { describe, expect, it } from 'vitest';
import { findInvalidText, invalidText } from './text-guard';

describe('findInvalidText', () => {
  it('accepts any well-formed text, including emoji (surrogate pairs) and CJK', () => {
    expect(findInvalidText({ a: ['Hello 😀', '好的', { b: 'ok', c: 1, d: null, e: true }] })).toBe(
      undefined,
    );
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'a\ud83d'],
    ['two low-high surrogates in the wrong order', '\ude00\ud83d'],
  ])('names the path of %s', (_name, text) => {
    expect(findInvalidText(text)).toBe('');
    expect(findInvalidText({ videos: [{ title: 'ok' }, { title: text }] })).toBe('videos.1.title');
  });

  it('checks object keys too', () => {
    expect(findInvalidText({ rows: [{ ['x\u0000']: 1 }] })).toBe('rows.0.x\u0000');
  });

  it('walks a deep nesting without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInvalidText(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});

describe('invalidText', () => {
  it('names the field without repeating the bad character', () => {
    const error = invalidText('rows.0.x\u0000');
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_TEXT' });
    expect(error.message).toBe(
      'The text in "rows.0.x\uFFFD" contains a character that cannot be stored (a NUL or a broken Unicode character).',
    );
  });
});
