import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '@core/api/batches.schema';
import { fakeFetch } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { aBatch } from './batch.test-helpers';
import { LaunchedBatch } from './launched-batch';

const queued = aBatch();
const running: Batch = {
  ...queued,
  status: 'running',
  counts: { posted: 10, failed: 2, pending: 24 },
};
const done: Batch = {
  ...queued,
  status: 'done',
  counts: { posted: 34, failed: 2 },
  finishedAt: '2026-11-23T02:40:00.000Z',
  eta: null,
};

afterEach(() => vi.useRealTimers());

/** The server answers each poll with the next state of the batch, the last one from then on. */
function serverWith(...states: Batch[]) {
  let next = 0;
  const fetch = fakeFetch(() => states[Math.min(next, states.length - 1)]);
  return { advance: () => (next += 1), calls: () => fetch.mock.calls.length };
}

describe('LaunchedBatch', () => {
  it('follows the batch: queued, posting with how many are done, then finished with its report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serverWith(queued, running, done);
    renderWithApp(<LaunchedBatch id="b1" total={36} />, { path: '/launch' });
    expect(await screen.findByText('Batch of 36 comments queued.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show progress' })).toBeTruthy();

    server.advance();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(await screen.findByText('Batch of 36 comments posting: 12 done.')).toBeTruthy();

    server.advance();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(await screen.findByText('Batch of 36 comments finished.')).toBeTruthy();
    expect(screen.queryByText(/queued/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show progress' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      '/launch?tab=reports&batch=b1',
    );

    // Ended: asked no more.
    const asked = server.calls();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.calls()).toBe(asked);
  });

  it('says so when the batch was cancelled or paused', async () => {
    fakeFetch({ ...queued, status: 'paused' });
    const { unmount } = renderWithApp(<LaunchedBatch id="b1" total={36} />, { path: '/launch' });
    expect(await screen.findByText('Batch of 36 comments paused.')).toBeTruthy();
    unmount();
    fakeFetch({ ...queued, status: 'cancelled', counts: { posted: 3, cancelled: 33 } });
    renderWithApp(<LaunchedBatch id="b2" total={36} />, { path: '/launch' });
    expect(await screen.findByText('Batch of 36 comments cancelled.')).toBeTruthy();
  });
});
