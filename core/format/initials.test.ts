import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words of the full name', () => {
    expect(initials({ fullName: 'Ada Lovelace', email: 'ada@example.com' })).toBe('AL');
    expect(initials({ fullName: 'Demo User', email: 'demo@example.com' })).toBe('DU');
    expect(initials({ fullName: '  Mary  Ann Smith ', email: 'm@example.com' })).toBe('MA');
  });

  it('takes the first two letters of a one-word name', () => {
    expect(initials({ fullName: 'Cher', email: 'c@example.com' })).toBe('CH');
  });

  it('falls back to the email when the full name is missing or blank', () => {
    expect(initials({ fullName: null, email: 'zoe@example.com' })).toBe('ZO');
    expect(initials({ fullName: '   ', email: 'zoe@example.com' })).toBe('ZO');
  });

  it('keeps characters outside the BMP whole', () => {
    expect(initials({ fullName: '王小明', email: 'w@example.com' })).toBe('王小');
    expect(initials({ fullName: '😀x', email: 'w@example.com' })).toBe('😀X');
  });
});
