import type { TFunction } from '@web/i18n/translator';
import { toCsv } from '@core/csv/csv-export';
import { commentUrl } from '@core/format/comment-link';
import type { Comment } from '@core/api/batches.schema';
import { getBatchReport } from '../api/get-batch-report';
import { downloadText } from '@web/lib/download';
import { channelName, reasonTexts } from './comment-text';

const COLUMNS = [
  'channel',
  'videoId',
  'videoTitle',
  'comment',
  'status',
  'reason',
  'platformMessage',
  'postedAt',
  'stoppedAt',
  'visibility',
  'checkedAt',
  'likes',
  'replies',
  'commentLink',
] as const;

/**
 * A batch's whole report as CSV, in plan order: headers, statuses and explanations in the
 * reader's language; the platform's message as it came; times in ISO 8601, which every
 * spreadsheet reads; every cell safe from formula injection.
 */
export function reportCsv(rows: Comment[], t: TFunction) {
  const gone = t('launch.reports.gone');
  return toCsv(
    COLUMNS.map((column) => t(`launch.reports.csv.${column}`)),
    rows.map((row) => {
      const reason = reasonTexts(t, row);
      return [
        channelName(row, gone),
        row.videoId,
        row.videoTitle,
        row.content,
        t(`comments.status.${row.status}`),
        reason?.explanation,
        reason?.message,
        row.postedAt,
        row.stoppedAt,
        row.visibility && t(`visibility.state.${row.visibility.state}`),
        row.visibility?.checkedAt,
        row.likeCount,
        row.replyCount,
        commentUrl(row.videoId, row.platformCommentId),
      ];
    }),
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** Reads the batch page by page, then saves comments_report_{date}_{batch}.csv; the row count. */
export async function exportBatchReport(batchId: string, t: TFunction) {
  const rows = await getBatchReport(batchId);
  downloadText(`comments_report_${today()}_${batchId.slice(0, 8)}.csv`, reportCsv(rows, t));
  return rows.length;
}

/** The comments on screen, as listed, saved as comments_report_{date}.csv; the row count. */
export function exportShownReport(rows: Comment[], t: TFunction) {
  downloadText(`comments_report_${today()}.csv`, reportCsv(rows, t));
  return rows.length;
}
