import type { ApprovalQueueItem, BatchApproval } from '@core/api/approval.schema';
import type { BatchPreview } from '@core/api/batches.schema';
import { previewBeginning } from '@web/components/batch-preview/batch-preview.test-helpers';
import { aBatch } from '@web/features/batches/components/batch.test-helpers';

/** Sam, the editor who asks; Ada (web/test/member.ts) decides. */
export const SAM = { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', email: 'sam@example.com' };

/** What Sam confirmed: 4 comments from one channel, beginning at once. */
export const CONFIRMED: BatchPreview = previewBeginning(Date.parse('2026-11-29T10:00:00.000Z'));

/** Sam's batch, waiting. */
export const WAITING = aBatch({
  id: 'b7',
  status: 'awaitingApproval',
  createdBy: SAM.id,
  total: 4,
  counts: { pending: 4 },
  eta: null,
});

export const QUEUE_ITEM: ApprovalQueueItem = {
  batch: WAITING,
  author: SAM,
  channels: 1,
  videos: 4,
  firstText: 'Great video!',
  textCount: 3,
};

/** The approval view's answer for Sam's batch; `changes` on top. */
export const anApproval = (changes: Partial<BatchApproval> = {}): BatchApproval => ({
  batch: WAITING,
  author: SAM,
  confirmed: CONFIRMED,
  current: { ...CONFIRMED, etaSeconds: 7_200 },
  changes: [],
  decision: null,
  ...changes,
});
