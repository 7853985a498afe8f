import { describe, expect, it } from 'vitest';
import { commentUrl } from './comment-link';

describe('commentUrl', () => {
  it('opens the video with the comment highlighted', () => {
    expect(commentUrl('dQw4w9WgXcQ', 'Ugz3nfw8NNVwQhLn6otmweT')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&lc=Ugz3nfw8NNVwQhLn6otmweT',
    );
  });

  it('keeps ids with reply dots and dashes whole, and escapes anything else', () => {
    expect(commentUrl('a-b_c', 'Ugx.abc-_')).toBe(
      'https://www.youtube.com/watch?v=a-b_c&lc=Ugx.abc-_',
    );
    expect(commentUrl('abc', 'x&y=z')).toBe('https://www.youtube.com/watch?v=abc&lc=x%26y%3Dz');
  });

  it('has no link before the platform gave the comment an id', () => {
    expect(commentUrl('dQw4w9WgXcQ', null)).toBeNull();
    expect(commentUrl('dQw4w9WgXcQ', '')).toBeNull();
  });
});
