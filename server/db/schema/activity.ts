import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { workspaceOwner } from './workspaces';

/** What was done in a workspace, written by the actions themselves; the dashboard reads it. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    type: text('type').notNull(),
    accountId: uuid('account_id'),
    videoId: text('video_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_logs_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);
