import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExportCounts, ExportStatus } from '@core/api/export.schema';
import { createdAt, primaryId, timestamptz } from './columns';
import { ownerId } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * docs/security.md §8: "export my data". The zip is made in the background and kept here, in the
 * database every server process shares, until its one download (then emptied) or its expiry.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: primaryId(),
    userId: ownerId(),
    status: text('status').$type<ExportStatus>().notNull().default('preparing'),
    /** The zip, from `ready` until it is downloaded or expires. */
    file: bytea('file'),
    sizeBytes: integer('size_bytes'),
    counts: jsonb('counts').$type<ExportCounts>(),
    /** A server making it holds it until then; past it (the server died), another starts over. */
    leaseUntil: timestamptz('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    readyAt: timestamptz('ready_at'),
    downloadedAt: timestamptz('downloaded_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // One in the making per user: asking twice makes one.
    uniqueIndex('data_exports_one_preparing')
      .on(t.userId)
      .where(sql`status = 'preparing'`),
    index('data_exports_preparing_idx')
      .on(t.createdAt)
      .where(sql`status = 'preparing'`),
  ],
);
