import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, pickMatch, readPage, type ListedComment } from './verification';

const SENT = new Date('2026-11-22T10:00:00Z');
const at = (offsetMs: number) => new Date(SENT.getTime() + offsetMs).toISOString();
const comment = (id: string, offsetMs: number, extra: Partial<ListedComment> = {}) => ({
  commentId: id,
  channelId: 'UCme',
  text: 'Hello there',
  publishedAt: at(offsetMs),
  ...extra,
});
const sought = { channelId: 'UCme', text: 'Hello there', sentAt: SENT };

describe('readPage', () => {
  it("matches this channel's comment with this text made at or after the send", () => {
    const page = [
      comment('other-text', 3000, { text: 'Something else' }),
      comment('other-channel', 2000, { channelId: 'UCsomeoneElse' }),
      comment('ours', 1000),
    ];
    expect(readPage(page, sought)).toEqual({ matches: [page[2]], reachedOlder: false });
  });

  it('allows for clock skew, and knows when the page reached comments older than the send', () => {
    const page = [
      comment('skewed', -CLOCK_SKEW_MS + 1000),
      comment('too-old', -CLOCK_SKEW_MS - 1000),
    ];
    const read = readPage(page, sought);
    expect(read.matches.map((m) => m.commentId)).toEqual(['skewed']);
    expect(read.reachedOlder).toBe(true);
  });

  it('compares text the way YouTube keeps it: line endings and surrounding space aside', () => {
    const page = [comment('ours', 0, { text: '  Line one\nline two \n' })];
    const read = readPage(page, { ...sought, text: 'Line one\r\nline two' });
    expect(read.matches).toHaveLength(1);
  });

  it('without a send time every comment counts and none is "older"', () => {
    const read = readPage([comment('ancient', -10 * 86_400_000)], { ...sought, sentAt: null });
    expect(read).toMatchObject({ reachedOlder: false, matches: [{ commentId: 'ancient' }] });
  });
});

describe('pickMatch', () => {
  it('takes the earliest match not already recorded for another of our comments', () => {
    const matches = [comment('later', 5000), comment('known', 1000), comment('earliest', 2000)];
    expect(pickMatch(matches, new Set(['known']))?.commentId).toBe('earliest');
    expect(pickMatch(matches, new Set(['known', 'earliest', 'later']))).toBeUndefined();
  });
});
