import type { Batch } from '@core/api/batches.schema';

/** A batch as the server answers it: queued, 36 comments, none sent yet; `changes` on top. */
export const aBatch = (changes: Partial<Batch> = {}): Batch => ({
  id: 'b1',
  mode: 'single',
  status: 'queued',
  createdBy: null,
  total: 36,
  counts: { pending: 36 },
  createdAt: '2026-11-23T01:41:41.000Z',
  finishedAt: null,
  eta: '2026-11-23T02:41:41.000Z',
  startAt: null,
  startTimeZone: null,
  readiness: null,
  waiting: [],
  ...changes,
});
