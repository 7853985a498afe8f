import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';

const WORDS: Record<string, string> = {
  'errors.code.FIND_SOURCE_NOT_FOUND': 'No such channel or playlist ({{detail}}).',
  'errors.code.FIND_SOURCE_NOT_FOUND.playlistNotFound': 'No such playlist.',
  'errors.unknown': 'Something went wrong.',
};
const t = (key: string, options?: Record<string, string | number | undefined>) =>
  (WORDS[key] ?? key).replace('{{detail}}', String(options?.detail ?? ''));

describe('errorText', () => {
  it("says the platform's reason in words where there are some, else names it", () => {
    const error = (detail: string) => new ApiError(404, 'gone', 'FIND_SOURCE_NOT_FOUND', detail);
    expect(errorText(t, error('playlistNotFound'))).toBe('No such playlist.');
    expect(errorText(t, error('somethingNew'))).toBe('No such channel or playlist (somethingNew).');
  });

  it("falls back to the server's message, then to the fallback", () => {
    expect(errorText(t, new Error('Plain failure'))).toBe('Plain failure');
    expect(errorText(t, undefined)).toBe('Something went wrong.');
    expect(errorText(t, undefined, 'Try again')).toBe('Try again');
  });
});
