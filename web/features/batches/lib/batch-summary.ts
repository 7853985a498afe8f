import type { TFunction } from '@web/i18n/translator';
import type { Batch } from '@core/api/batches.schema';

/** What a finished batch's summary always counts, then what it counts when there are some. */
const ALWAYS = ['posted', 'failed', 'unconfirmed', 'cancelled'] as const;
const SOMETIMES = ['manual', 'pending', 'posting', 'verifying'] as const;

/** Comments of a batch that have reached an end (posted, failed, unconfirmed, cancelled, by hand). */
export const doneCount = ({ counts }: Pick<Batch, 'counts'>) =>
  (counts.posted ?? 0) +
  (counts.failed ?? 0) +
  (counts.cancelled ?? 0) +
  (counts.unconfirmed ?? 0) +
  (counts.manual ?? 0);

/** The counts worth saying about a batch, in that order. */
export function summaryCounts(batch: Pick<Batch, 'counts'>) {
  const count = (status: keyof Batch['counts']) => batch.counts[status] ?? 0;
  return [
    ...ALWAYS.map((status) => ({ status, count: count(status) })),
    ...SOMETIMES.map((status) => ({ status, count: count(status) })).filter((c) => c.count > 0),
  ];
}

/** "Posted: 3 · Failed: 2 · Unconfirmed: 1 · Cancelled: 0", in the reader's language. */
export const summaryLine = (t: TFunction, batch: Pick<Batch, 'counts'>) =>
  summaryCounts(batch)
    .map(({ status, count }) =>
      t('batches.summary.count', { status: t(`comments.status.${status}`), count }),
    )
    .join(' · ');

/** Where a batch's own report is: Launch → Reports, on that batch. */
export const reportLink = (batchId: string) =>
  `/launch?tab=reports&batch=${encodeURIComponent(batchId)}`;
