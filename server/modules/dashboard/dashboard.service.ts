import type { Activity, Dashboard } from '@core/api/dashboard.schema';
import { OPEN_COMMENT_STATUSES } from '@core/posting/states';
import type { Db } from '@server/db/database';
import { byType, listActivity } from '@server/activity/activity.repository';
import { faredResults } from '@server/visibility/visibility-results.repository';
import { byStatus } from '../comments/comments.repository';
import { dashboardReads } from './dashboard.repository';

const DAYS = 14;
/** Channels and templates listed with how their comments fared. */
const TOP_RESULTS = 5;

/** A time zone the database knows, else UTC: it names the days of the chart. */
function safeZone(tz: string | undefined) {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** docs/product.md §2 dashboard, from real data: the stat cards and the chart. */
export async function dashboard(db: Db, workspaceId: string, tz?: string): Promise<Dashboard> {
  const read = await dashboardReads(db, workspaceId, safeZone(tz), DAYS);
  const status = byStatus(read.status);
  const sum = byType(read.added);
  const results = faredResults(read.results, TOP_RESULTS);
  return {
    totals: {
      videos: read.videos,
      posted: status.posted ?? 0,
      pending: OPEN_COMMENT_STATUSES.reduce((n, open) => n + (status[open] ?? 0), 0),
      failed: status.failed ?? 0,
      unconfirmed: status.unconfirmed ?? 0,
    },
    sources: {
      manualVideos: sum.videos_added_manual ?? 0,
      csvVideos: sum.videos_added_csv ?? 0,
      manualComments: sum.comments_added_manual ?? 0,
      csvComments: sum.comments_added_csv ?? 0,
    },
    daily: read.daily,
    seen: results.all,
    results: { channels: results.channels, templates: results.templates },
  };
}

/** Newest first, as the actions wrote them. */
export async function activity(db: Db, workspaceId: string, limit = 20): Promise<Activity[]> {
  const rows = await listActivity(db, workspaceId, limit);
  return rows.map(({ log, accountName }) => ({
    id: log.id,
    type: log.type as Activity['type'],
    details: log.details,
    accountId: log.accountId,
    accountName,
    videoId: log.videoId,
    createdAt: log.createdAt.toISOString(),
  }));
}
