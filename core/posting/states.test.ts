import { describe, expect, it } from 'vitest';
import {
  BATCH_TRANSITIONS,
  COMMENT_STATUSES,
  IN_FLIGHT_COMMENT_STATUSES,
  OPEN_COMMENT_STATUSES,
  RESENDABLE_COMMENT_STATUSES,
  SENT_COMMENT_STATUSES,
} from './states';

const within = (subset: readonly string[], all: readonly string[]) =>
  subset.every((s) => all.includes(s));

describe('comment states', () => {
  it('names every subset from the states the database stores', () => {
    for (const subset of [
      OPEN_COMMENT_STATUSES,
      IN_FLIGHT_COMMENT_STATUSES,
      SENT_COMMENT_STATUSES,
      RESENDABLE_COMMENT_STATUSES,
    ]) {
      expect(within(subset, COMMENT_STATUSES)).toBe(true);
    }
  });

  it('counts a send in flight both as open and against the daily cap', () => {
    expect(within(IN_FLIGHT_COMMENT_STATUSES, OPEN_COMMENT_STATUSES)).toBe(true);
    expect(within(IN_FLIGHT_COMMENT_STATUSES, SENT_COMMENT_STATUSES)).toBe(true);
    expect(OPEN_COMMENT_STATUSES).not.toContain('unconfirmed');
    expect(SENT_COMMENT_STATUSES).not.toContain('pending');
  });

  it('never offers a posted comment to send again', () => {
    expect(RESENDABLE_COMMENT_STATUSES).not.toContain('posted');
    expect(RESENDABLE_COMMENT_STATUSES).not.toContain('manual');
  });
});

describe('batch states', () => {
  it('controls only a batch that has not finished', () => {
    for (const { from } of Object.values(BATCH_TRANSITIONS)) {
      expect(from).not.toContain('done');
      expect(from).not.toContain('cancelled');
      expect(from).not.toContain('rejected');
    }
  });

  it('pauses a posting or scheduled batch, resumes a paused one, cancels any unfinished one', () => {
    expect(BATCH_TRANSITIONS.pause).toEqual({
      from: ['scheduled', 'queued', 'running'],
      to: 'paused',
    });
    expect(BATCH_TRANSITIONS.resume).toEqual({ from: ['paused'], to: 'running' });
    // A batch waiting for approval is cancelled by its author as any unfinished one.
    expect(BATCH_TRANSITIONS.cancel).toEqual({
      from: ['awaitingApproval', 'scheduled', 'queued', 'running', 'paused'],
      to: 'cancelled',
    });
  });
});
