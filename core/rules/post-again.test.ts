import { describe, expect, it } from 'vitest';
import { cannotPostAgain } from './post-again';

describe('cannotPostAgain', () => {
  it('stops a comment whose channel is gone, or whose video is gone or takes no comments', () => {
    expect(cannotPostAgain({ accountId: null, errorReason: 'quotaExceeded' })).toBe('noChannel');
    expect(cannotPostAgain({ accountId: 'a', errorReason: 'commentsDisabled' })).toBe(
      'commentsDisabled',
    );
    expect(cannotPostAgain({ accountId: 'a', errorReason: 'videoNotFound' })).toBe('videoNotFound');
  });

  it('lets the rest be tried again', () => {
    expect(cannotPostAgain({ accountId: 'a', errorReason: 'processingFailure' })).toBeUndefined();
    expect(cannotPostAgain({ accountId: 'a', errorReason: 'forbidden' })).toBeUndefined();
    expect(cannotPostAgain({ accountId: 'a', errorReason: null })).toBeUndefined();
  });
});
