import type { Db } from '../../db/database';
import { activityLogs } from '../../db/schema';

/** SPEC §2: the activity types the dashboard lists. */
export type ActivityType =
  | 'comment_posted'
  | 'comment_failed'
  | 'comment_pending'
  | 'account_connected'
  | 'videos_added_manual'
  | 'videos_added_csv'
  | 'comments_added_manual'
  | 'comments_added_csv'
  | 'batch_commenting'
  | 'api_credential_added';

/** Written by the action itself, in its transaction when it has one. */
export async function logActivity(
  db: Pick<Db, 'insert'>,
  entry: {
    userId: string;
    type: ActivityType;
    accountId?: string | null;
    videoId?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(activityLogs).values({
    userId: entry.userId,
    type: entry.type,
    accountId: entry.accountId ?? null,
    videoId: entry.videoId ?? null,
    details: entry.details ?? null,
  });
}
