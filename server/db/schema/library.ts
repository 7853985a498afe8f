import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId, timestamps, timestamptz } from './columns';
import { workspaceOwner } from './workspaces';

/**
 * Video and comment-template categories, one table for both kinds. Names are unique per workspace
 * and kind without regard to case; things refer to a category by id, so renaming keeps them in it.
 */
export const categories = pgTable(
  'categories',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    kind: text('kind', { enum: ['video', 'comment'] }).notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_workspace_kind_name_key').on(
      t.workspaceId,
      t.kind,
      sql`lower(${t.name})`,
    ),
  ],
);

/** A reusable comment. Ordered by displayOrder (high first), then newest first. */
export const commentTemplates = pgTable(
  'comment_templates',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** docs/product.md §3: always empty, kept for the API's shape. */
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('comment_templates_workspace_order_idx').on(t.workspaceId, t.displayOrder, t.createdAt),
    index('comment_templates_category_idx').on(t.categoryId),
  ],
);

/**
 * A saved video. Statistics are columns (not JSON) so lists filter and sort in the database.
 * Order: displayOrder ascending (an import starts at -1000), then newest first.
 */
export const videos = pgTable(
  'videos',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    videoId: text('video_id').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** Null: the platform said nothing about it (deleted, private, or the lookup failed). */
    title: text('title'),
    description: text('description'),
    thumbnail: text('thumbnail'),
    channelId: text('channel_id'),
    channelTitle: text('channel_title'),
    channelThumbnail: text('channel_thumbnail'),
    /**
     * The title and channel name lower-cased, kept by PostgreSQL (migration 0032): what a search
     * compares and its trigram indexes hold, so no row is lower-cased as it is checked.
     */
    titleLower: text('title_lower').generatedAlwaysAs(sql`lower(title)`),
    channelTitleLower: text('channel_title_lower').generatedAlwaysAs(sql`lower(channel_title)`),
    publishedAt: timestamptz('published_at'),
    duration: text('duration'),
    durationSeconds: integer('duration_seconds'),
    isShort: boolean('is_short').notNull().default(false),
    viewCount: bigint('view_count', { mode: 'number' }),
    likeCount: bigint('like_count', { mode: 'number' }),
    commentCount: bigint('comment_count', { mode: 'number' }),
    displayOrder: integer('display_order').notNull().default(0),
    /**
     * docs/product.md §4: how many of the workspace's comments on this video the platform confirmed
     * posted. Kept by triggers on comments and videos (migration 0010), so filtering and paging by
     * it reads one column instead of counting comments per row.
     */
    sentCount: integer('sent_count').notNull().default(0),
    /**
     * docs/platform.md §7: when YouTube last gave this video's details (saving, or the worker's
     * refresh). YouTube's policies allow keeping them 30 days at most without a refresh.
     */
    detailsRefreshedAt: timestamptz('details_refreshed_at').notNull().defaultNow(),
    /**
     * When videos.list last gave its title, description, pictures and channel: the refresh reads
     * the counts alone more often, from another bucket (migration 0035).
     */
    describedAt: timestamptz('described_at').notNull().defaultNow(),
    /** Since when YouTube no longer has it (a refresh found it gone); null while it has. */
    unavailableSince: timestamptz('unavailable_since'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('videos_workspace_video_key').on(t.workspaceId, t.videoId),
    // The list's order. Migration 0010 adds INCLUDE (category_id, sent_count), which drizzle does
    // not spell: the filters read them from the index, so a deep page never visits the rows.
    index('videos_workspace_order_idx').on(
      t.workspaceId,
      t.displayOrder,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // The same order among the videos that had a comment (migration 0030, with the same INCLUDE):
    // "sent: any" and ranges from 1 up walk only those.
    index('videos_workspace_sent_order_idx')
      .on(t.workspaceId, t.displayOrder, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.sentCount} > 0`),
    index('videos_category_idx').on(t.categoryId),
    // The refresh takes a workspace's oldest details first.
    index('videos_workspace_refreshed_idx').on(t.workspaceId, t.detailsRefreshedAt),
    // ...and the oldest descriptions before YouTube's 30 days are up.
    index('videos_workspace_described_idx').on(t.workspaceId, t.describedAt),
  ],
);

/**
 * Units each workspace's details refresh spent each day (docs/platform.md §7): reserved one call
 * at a time against DETAILS_REFRESH_UNITS_PER_DAY, so no workspace's library costs more than that.
 */
export const detailsRefreshUsage = pgTable(
  'details_refresh_usage',
  {
    workspaceId: workspaceOwner(),
    /** The quota day (Pacific time), as the posting ledger counts it. */
    day: text('day').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);

/**
 * How many of a workspace's saved videos are in each category with each sent count: what the
 * list's total reads instead of counting 100,000 rows per page (the same scheme as `batch_counts`:
 * triggers on videos append changes, the worker folds them; migration 0011).
 */
export const videoCounts = pgTable(
  'video_counts',
  {
    workspaceId: uuid('workspace_id').notNull(),
    /** Null: no category. */
    categoryId: uuid('category_id'),
    sentCount: integer('sent_count').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [uniqueIndex('video_counts_key').on(t.workspaceId, t.categoryId, t.sentCount)],
);

export const videoCountChanges = pgTable(
  'video_count_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id').notNull(),
    categoryId: uuid('category_id'),
    sentCount: integer('sent_count').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('video_count_changes_workspace_idx').on(t.workspaceId)],
);

/**
 * A comment's change of "posted" that found no saved video row to count on: the video may be
 * being saved in a transaction not yet committed, whose own count cannot see this comment either.
 * The fold recounts these videos once they are visible (migration 0013), so the two transactions
 * meeting cannot leave a sent count off by one.
 */
export const videoSentRecounts = pgTable('video_sent_recounts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  workspaceId: uuid('workspace_id').notNull(),
  videoId: text('video_id').notNull(),
  notedAt: timestamptz('noted_at').notNull().defaultNow(),
});

/**
 * How many of a table's rows had been written again when its trigram indexes were last rebuilt
 * (migration 0032, `rebuildWornSearchIndexes`): the next rebuild is due once as many again were.
 */
export const searchIndexRebuilds = pgTable('search_index_rebuilds', {
  tableName: text('table_name').primaryKey(),
  rowsRewritten: bigint('rows_rewritten', { mode: 'number' }).notNull(),
  rebuiltAt: timestamptz('rebuilt_at').notNull().defaultNow(),
});
