import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditKind } from '@core/api/audit.schema';
import { timestamptz } from './columns';
import { workspaceOwner } from './workspaces';

/**
 * docs/architecture.md §10 (migration 0045): who did what in a workspace, append-only (the
 * database refuses changes and deletions, but for its workspace going and rows past 400 days).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: workspaceOwner(),
    at: timestamptz('at').notNull().defaultNow(),
    /** Who acted, as they were: no key, so that it outlives their account unchanged. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    kind: text('kind').$type<AuditKind>().notNull(),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_workspace_at_idx').on(t.workspaceId, t.at.desc(), t.id.desc()),
    index('audit_events_workspace_kind_idx').on(t.workspaceId, t.kind, t.at.desc(), t.id.desc()),
    index('audit_events_workspace_actor_idx').on(
      t.workspaceId,
      t.actorId,
      t.at.desc(),
      t.id.desc(),
    ),
    index('audit_events_workspace_subject_idx')
      .on(t.workspaceId, t.subjectId)
      .where(sql`${t.subjectId} is not null`),
  ],
);
