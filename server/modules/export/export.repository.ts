import { sql } from 'drizzle-orm';
import type { DataExport, ExportCounts } from '@core/api/export.schema';
import type { Language } from '@core/languages';
import type { Db } from '@server/db/database';
import type { Executor } from '@server/db/transaction';
import { AppError, notFound } from '@server/http/app-error';

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

const COLUMNS = sql`id, status, created_at as "createdAt", ready_at as "readyAt",
  downloaded_at as "downloadedAt", expires_at as "expiresAt", size_bytes as "sizeBytes", counts`;

type ExportRow = {
  id: string;
  status: DataExport['status'];
  createdAt: string;
  readyAt: string | null;
  downloadedAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
  counts: ExportCounts | null;
};

const toExport = (row: ExportRow): DataExport => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  readyAt: iso(row.readyAt),
  downloadedAt: iso(row.downloadedAt),
  expiresAt: iso(row.expiresAt),
});

export async function latestExport(db: Db, userId: string) {
  const { rows } = await db.execute<ExportRow>(sql`
    select ${COLUMNS} from data_exports where user_id = ${userId}
     order by created_at desc, id desc limit 1`);
  return rows[0] ? toExport(rows[0]) : null;
}

/** One export in the making per user (a unique index): asking again answers the same one. */
export async function startExport(db: Db, userId: string) {
  await db.execute(sql`
    insert into data_exports (user_id) values (${userId})
    on conflict (user_id) where status = 'preparing' do nothing`);
  return (await latestExport(db, userId))!;
}

export type ClaimedExport = {
  id: string;
  userId: string;
  language: Language;
};

/**
 * The oldest export waiting, taken for `leaseMs` in one statement (two servers never make the
 * same one); one whose server died is taken again once its lease has passed.
 */
export async function claimExport(db: Db, leaseMs: number) {
  const { rows } = await db.execute<ClaimedExport>(sql`
    update data_exports e
       set lease_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
      from users u
     where e.id = (select id from data_exports
                    where status = 'preparing' and (lease_until is null or lease_until < now())
                    order by created_at limit 1 for update skip locked)
       and u.id = e.user_id
    returning e.id, e.user_id as "userId", u.language`);
  return rows[0] ?? null;
}

/** Kept, if it is still this server's to finish (not deleted with its user meanwhile). */
export async function markReady(
  tx: Executor,
  id: string,
  zip: Buffer,
  counts: ExportCounts,
  keepMs: number,
) {
  const { rows } = await tx.execute<{ expiresAt: string }>(sql`
    update data_exports
       set status = 'ready', file = ${zip}, size_bytes = ${zip.length}, counts = ${JSON.stringify(counts)}::jsonb,
           ready_at = now(), expires_at = now() + ${keepMs} * interval '1 millisecond',
           lease_until = null
     where id = ${id} and status = 'preparing'
    returning expires_at as "expiresAt"`);
  return rows[0] ? iso(rows[0].expiresAt)! : null;
}

/** A failed try: another after a pause, up to `maxAttempts`, then it says it failed. */
export async function markFailed(db: Db, id: string, maxAttempts: number, retryMs: number) {
  await db.execute(sql`
    update data_exports
       set status = case when attempts >= ${maxAttempts} then 'failed' else status end,
           lease_until = now() + ${retryMs} * interval '1 millisecond'
     where id = ${id} and status = 'preparing'`);
}

/**
 * The zip, once: taken and emptied in one statement, so of two downloads one gets it. Otherwise
 * why not: 404 for no such export of this user, 409 not ready yet, 410 downloaded or expired.
 */
export async function takeDownload(db: Db, userId: string, id: string) {
  // Its "ready" notification is read once it is taken: the centre no longer offers it.
  const { rows } = await db.execute<{ file: Buffer; createdAt: string }>(sql`
    with taken as (
      update data_exports n
         set status = 'downloaded', downloaded_at = now(), file = null
        from data_exports o
       where n.id = ${id} and n.user_id = ${userId} and o.id = n.id
         and n.status = 'ready' and n.expires_at > now()
      returning o.file, n.created_at as "createdAt"),
    told as (
      update notifications set read_at = now()
       where user_id = ${userId} and type = 'export.ready' and data->>'exportId' = ${id}
         and read_at is null and exists (select 1 from taken))
    select file, "createdAt" from taken`);
  if (rows[0]) return { file: rows[0].file, createdAt: iso(rows[0].createdAt)! };
  const { rows: found } = await db.execute<{ status: string; expired: boolean }>(sql`
    select status, coalesce(expires_at <= now(), false) as expired
      from data_exports where id = ${id} and user_id = ${userId}`);
  const row = found[0];
  if (!row) throw notFound('Export');
  if (row.status === 'downloaded') {
    throw new AppError(
      410,
      'EXPORT_DOWNLOADED',
      'This export was already downloaded. Make a new one.',
    );
  }
  if (row.status === 'expired' || row.expired) {
    throw new AppError(410, 'EXPORT_EXPIRED', 'This export expired. Make a new one.');
  }
  throw new AppError(409, 'EXPORT_NOT_READY', 'This export is not ready yet.');
}

/** Housekeeping: a zip nobody downloaded in time is deleted; the rows themselves after 30 days. */
export async function expireExports(db: Db) {
  await db.execute(sql`
    update data_exports set status = 'expired', file = null
     where status = 'ready' and expires_at <= now()`);
  await db.execute(sql`delete from data_exports where created_at < now() - interval '30 days'`);
}

/** The due watch's question for the export maker (docs/architecture.md §3), as constant SQL. */
export const EXPORTS_DUE = `exists (select 1 from data_exports
  where status = 'preparing' and (lease_until is null or lease_until < now()))`;
