import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_KEPT_DAYS,
  type AuditEvent,
  type AuditKind,
  type AuditQuery,
} from '@core/api/audit.schema';
import { auditEvents } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/** Who did it, from where: the signed-in person of the request. */
export interface AuditActor {
  id: string;
  email: string;
  ip: string | null;
}

/**
 * Records what `actor` did in the workspace (null: the app itself), in the caller's transaction:
 * the event exists exactly when what it tells of happened.
 */
export async function recordAudit(
  db: Executor,
  workspaceId: string,
  actor: AuditActor | null,
  kind: AuditKind,
  about: { subjectId?: string; details?: Record<string, unknown> } = {},
) {
  await db.insert(auditEvents).values({
    workspaceId,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    ip: actor?.ip ?? null,
    kind,
    subjectId: about.subjectId ?? null,
    details: about.details ?? {},
  });
}

/**
 * What `actor` did as a person (signing in, or failing to), recorded in every workspace they are a
 * member of: each workspace's log shows its members' sign-ins.
 */
export async function recordPersonAudit(
  db: Executor,
  userId: string,
  actor: AuditActor,
  kind: AuditKind,
) {
  await db.execute(sql`
    insert into audit_events (workspace_id, actor_id, actor_email, ip, kind)
    select m.workspace_id, ${actor.id}::uuid, ${actor.email}, ${actor.ip}, ${kind}
      from workspace_members m
     where m.user_id = ${userId}::uuid`);
}

/**
 * The lines a member without the whole log (audit.read) reads: what they did, what was done to
 * them as a member, and what was decided about their own batches (an approval, a rejection, a
 * pause by an admin). Each branch is one of the log's indexes.
 */
function ownLines(workspaceId: string, userId: string) {
  return sql`(${auditEvents.actorId} = ${userId}::uuid
    or ${auditEvents.subjectId} = ${userId}
    or ${auditEvents.subjectId} = any(array(
      select b.id::text from batches b
       where b.workspace_id = ${workspaceId}::uuid and b.created_by = ${userId}::uuid)))`;
}

/**
 * A page of the workspace's events, newest first, with the cursor of the next. `ownOf`: only the
 * lines of that member's own (ownLines), and no one else's address.
 */
export async function auditPage(
  db: Executor,
  workspaceId: string,
  query: AuditQuery,
  ownOf?: string,
) {
  const { limit } = query;
  const filters: (SQL | undefined)[] = [
    eq(auditEvents.workspaceId, workspaceId),
    ownOf ? ownLines(workspaceId, ownOf) : undefined,
    query.kind ? eq(auditEvents.kind, query.kind) : undefined,
    query.actorId ? eq(auditEvents.actorId, query.actorId) : undefined,
    query.from ? gte(auditEvents.at, new Date(query.from)) : undefined,
    query.to ? lte(auditEvents.at, new Date(query.to)) : undefined,
    query.before ? lt(auditEvents.id, BigInt(query.before)) : undefined,
  ];
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...filters))
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1);
  const items: AuditEvent[] = rows.slice(0, limit).map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, email: row.actorEmail ?? '' } : null,
    ip: !ownOf || row.actorId === ownOf ? row.ip : null,
    kind: row.kind,
    subjectId: row.subjectId,
    details: row.details,
  }));
  return {
    items,
    nextBefore: rows.length > limit ? items.at(-1)!.id : null,
    scope: ownOf ? ('own' as const) : ('workspace' as const),
  };
}

/** Events past the days they are kept (the one deletion the database allows but a workspace's). */
export async function deleteOldAuditEvents(db: Executor) {
  await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, sql`now() - make_interval(days => ${AUDIT_KEPT_DAYS})`));
}
