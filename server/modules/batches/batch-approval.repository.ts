import { sql } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { uuidArray } from '@server/db/sql-helpers';
import type { Executor } from '@server/db/transaction';

/** People by id, with their email: authors and approvers (gone ones are left out). */
export async function peopleById(db: Executor, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map<string, { id: string; email: string }>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.id} = any(${uuidArray(wanted)})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The queue's lines besides each batch: what its confirmation says of its size and first text,
 * read out of the stored confirmation without loading it whole (a large one lists thousands of
 * channels).
 */
export async function queueLines(db: Executor, workspaceId: string, limit: number) {
  const result = await db.execute<{
    id: string;
    channels: number;
    videos: number;
    first_text: string | null;
    text_count: number;
    count: number;
  }>(sql`
    select b.id,
           coalesce(jsonb_array_length(b.confirmation -> 'channels'), 0) as channels,
           coalesce((b.confirmation ->> 'videos')::int, 0) as videos,
           b.confirmation -> 'texts' -> 0 ->> 'content' as first_text,
           coalesce((b.confirmation ->> 'textCount')::int, 0) as text_count,
           count(*) over ()::int as count
      from batches b
     where b.workspace_id = ${workspaceId} and b.status = 'awaitingApproval'
     order by b.created_at, b.id
     limit ${limit}`);
  return result.rows;
}
