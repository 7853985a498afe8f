import { describe, expect, it } from 'vitest';
import { insertPasted } from './paste';

describe('insertPasted', () => {
  it('puts pasted text on its own lines when the switch is on', () => {
    expect(insertPasted('abc', { start: 3, end: 3 }, 'def', true)).toEqual({
      value: 'abc\ndef\n',
      caret: 8,
    });
    expect(insertPasted('', { start: 0, end: 0 }, 'first', true)).toEqual({
      value: 'first\n',
      caret: 6,
    });
    expect(insertPasted('one\n', { start: 4, end: 4 }, 'two', true).value).toBe('one\ntwo\n');
  });

  it('replaces the selection, and adds nothing when the switch is off', () => {
    expect(insertPasted('abcXYZ', { start: 3, end: 6 }, 'def', false)).toEqual({
      value: 'abcdef',
      caret: 6,
    });
  });
});
