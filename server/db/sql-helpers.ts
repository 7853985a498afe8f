import { sql } from 'drizzle-orm';

/**
 * A list of ids as ONE bound parameter (`$1::uuid[]`), however long: `inArray` would bind one
 * parameter per id, and PostgreSQL takes at most 65,535. The ids are validated uuids.
 */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
