import { sql } from 'drizzle-orm';

/**
 * A list of ids as ONE bound parameter (`$1::uuid[]`), however long: `inArray` would bind one
 * parameter per id, and PostgreSQL takes at most 65,535. The ids are validated uuids.
 */
/**
 * A set of states (core/posting/states.ts) written into the statement as literals, as the
 * partial indexes name them: the planner matches an index's predicate only against constants.
 */
export const statusList = (statuses: readonly string[]) =>
  sql.raw(statuses.map((s) => `'${s.replace(/'/g, "''")}'`).join(', '));

export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
