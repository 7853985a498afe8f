import { describe, expect, it } from 'vitest';
import { localPath } from './return-to';

describe('localPath', () => {
  it('keeps a page of this site with its query', () => {
    expect(localPath('/invitation?token=abc_-123')).toBe('/invitation?token=abc_-123');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a host without a scheme', '//evil.example/invitation'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['nothing', null],
  ])('refuses %s', (_what, value) => {
    expect(localPath(value)).toBeUndefined();
  });
});
