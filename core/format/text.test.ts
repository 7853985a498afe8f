import { describe, expect, it } from 'vitest';
import { maskSecret, truncate } from './text';

describe('truncate', () => {
  it('keeps the first characters and adds an ellipsis only when it cuts', () => {
    expect(truncate('123456789.apps.googleusercontent.com', 15)).toBe('123456789.apps.…');
    expect(truncate('short', 15)).toBe('short');
    expect(truncate('exactly-15-char', 15)).toBe('exactly-15-char');
  });

  it('never cuts a character in half', () => {
    expect(truncate('多评论管理器多评论', 3)).toBe('多评论…');
    expect(truncate('😀😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('maskSecret', () => {
  it('shows only the last 8 characters', () => {
    expect(maskSecret('AIzaSyA-1234567890abcdefgh')).toMatch(/^•+abcdefgh$/);
    expect(maskSecret('AIzaSyA-1234567890abcdefgh')).not.toContain('AIza');
  });

  it('leaves a value of 8 characters or fewer as it is', () => {
    expect(maskSecret('12345678')).toBe('12345678');
  });
});
