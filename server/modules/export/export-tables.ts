import { sql, type SQL } from 'drizzle-orm';
import { commentUrl } from '@core/format/comment-link';
import { watchUrl } from '@core/videos/video-ref';

/**
 * What "export my data" writes (docs/security.md §8): each table once as JSON and once as CSV,
 * with the same fields in the same order. Field names are stable codes, not words of a language:
 * the export is for programs and spreadsheets as much as for people (README.txt explains it).
 * Nothing secret goes in: no client secret, token, key or password hash.
 */
export interface ExportTable {
  /** The file names, `<name>.json` and `<name>.csv`, and the key of its count. */
  name: 'categories' | 'videos' | 'templates' | 'batches' | 'comments';
  fields: readonly string[];
  /** The workspace's rows, in a stable order, their columns named as `fields`. */
  select: (workspaceId: string) => SQL;
  /** Fields made from a row's columns (links), so they are written as the screens write them. */
  derive?: (row: Row) => Row;
}

type Row = Record<string, unknown>;

export const EXPORT_TABLES: readonly ExportTable[] = [
  {
    name: 'categories',
    fields: ['id', 'kind', 'name', 'createdAt'],
    select: (workspaceId) => sql`
      select id, kind, name, created_at as "createdAt"
        from categories where workspace_id = ${workspaceId}
       order by kind desc, lower(name), id`,
  },
  {
    name: 'videos',
    fields: [
      'id',
      'videoId',
      'url',
      'title',
      'channelId',
      'channelTitle',
      'publishedAt',
      'duration',
      'isShort',
      'viewCount',
      'likeCount',
      'commentCount',
      'categoryId',
      'category',
      'commentsPosted',
      'unavailableSince',
      'savedAt',
    ],
    select: (workspaceId) => sql`
      select v.id, v.video_id as "videoId",
             v.title,
             v.channel_id as "channelId", v.channel_title as "channelTitle",
             v.published_at as "publishedAt", v.duration, v.is_short as "isShort",
             v.view_count as "viewCount", v.like_count as "likeCount",
             v.comment_count as "commentCount", v.category_id as "categoryId", c.name as category,
             v.sent_count as "commentsPosted", v.unavailable_since as "unavailableSince",
             v.created_at as "savedAt"
        from videos v left join categories c on c.id = v.category_id
       where v.workspace_id = ${workspaceId}
       order by v.display_order, v.created_at desc, v.id`,
    derive: (row) => ({ url: watchUrl(String(row.videoId)) }),
  },
  {
    name: 'templates',
    fields: ['id', 'content', 'categoryId', 'category', 'order', 'createdAt', 'updatedAt'],
    select: (workspaceId) => sql`
      select t.id, t.content, t.category_id as "categoryId", c.name as category,
             t.display_order as "order", t.created_at as "createdAt", t.updated_at as "updatedAt"
        from comment_templates t left join categories c on c.id = t.category_id
       where t.workspace_id = ${workspaceId}
       order by t.display_order desc, t.created_at desc, t.id`,
  },
  {
    name: 'batches',
    fields: [
      'id',
      'mode',
      'status',
      'total',
      'posted',
      'failed',
      'unconfirmed',
      'cancelled',
      'startAt',
      'startTimeZone',
      'createdAt',
      'finishedAt',
    ],
    select: (workspaceId) => sql`
      select b.id, b.mode, b.status, b.total,
             coalesce(n.posted, 0) as posted, coalesce(n.failed, 0) as failed,
             coalesce(n.unconfirmed, 0) as unconfirmed, coalesce(n.cancelled, 0) as cancelled,
             b.start_at as "startAt", b.start_time_zone as "startTimeZone",
             b.created_at as "createdAt", b.finished_at as "finishedAt"
        from batches b
        left join (
          select batch_id,
                 count(*) filter (where status = 'posted')::int as posted,
                 count(*) filter (where status = 'failed')::int as failed,
                 count(*) filter (where status = 'unconfirmed')::int as unconfirmed,
                 count(*) filter (where status = 'cancelled')::int as cancelled
            from comments where workspace_id = ${workspaceId} and batch_id is not null
           group by batch_id) n on n.batch_id = b.id
       where b.workspace_id = ${workspaceId}
       order by b.created_at, b.id`,
  },
  {
    name: 'comments',
    fields: [
      'id',
      'batchId',
      'position',
      'channelId',
      'channelTitle',
      'videoId',
      'content',
      'templateId',
      'status',
      'reason',
      'platformMessage',
      'attempts',
      'postedAt',
      'youtubeCommentId',
      'commentUrl',
      'visibility',
      'visibilityReason',
      'visibilityCheckedAt',
      'likes',
      'replies',
      'createdAt',
      'updatedAt',
    ],
    select: (workspaceId) => sql`
      select c.id, c.batch_id as "batchId", c.position, a.channel_id as "channelId",
             c.channel_title as "channelTitle", c.video_id as "videoId", c.content,
             c.template_id as "templateId", c.status, c.error_reason as reason,
             c.error_message as "platformMessage", c.attempts, c.posted_at as "postedAt",
             c.platform_comment_id as "youtubeCommentId",
             c.visibility, c.visibility_reason as "visibilityReason",
             c.visibility_checked_at as "visibilityCheckedAt", c.like_count as likes,
             c.reply_count as replies, c.created_at as "createdAt", c.updated_at as "updatedAt"
        from comments c left join accounts a on a.id = c.account_id
       where c.workspace_id = ${workspaceId}
       order by c.created_at, c.batch_id nulls first, c.position, c.id`,
    derive: (row) => ({
      commentUrl: commentUrl(String(row.videoId), row.youtubeCommentId as string | null),
    }),
  },
];
