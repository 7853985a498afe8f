-- docs/architecture.md §10 "Workspaces": the work belongs to a workspace, no longer to a person.
-- Every person's work already sits under their personal workspace's id, which is their own id
-- (0042), so no row is rewritten: each table's user_id becomes workspace_id, its key points at
-- workspaces instead of users (gone with the workspace, and a personal workspace goes with its
-- person), and what the database itself computes (triggers, tallies, the videos' JSON) is written
-- again with the new name. What stays a person's keeps user_id: sessions, single-use links,
-- emails, notifications, account exports, the Google round trip's state.
ALTER TABLE "user_settings" RENAME TO "workspace_settings";
--> statement-breakpoint
ALTER TABLE "accounts" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "activity_logs" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "batches" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "calendar_plans" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "categories" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "check_keys" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "comment_templates" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "comments" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "credentials" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "details_refresh_usage" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "planned_runs" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "workspace_settings" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "video_list_versions" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "videos" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "visibility_usage" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "webhooks" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "comment_result_changes" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "comment_result_counts" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "video_count_changes" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "video_counts" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "video_sent_recounts" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "activity_logs" DROP CONSTRAINT "activity_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "batches" DROP CONSTRAINT "batches_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "calendar_plans" DROP CONSTRAINT "calendar_plans_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "calendar_plans" ADD CONSTRAINT "calendar_plans_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "check_keys" DROP CONSTRAINT "check_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "check_keys" ADD CONSTRAINT "check_keys_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "comment_templates" DROP CONSTRAINT "comment_templates_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "comment_templates" ADD CONSTRAINT "comment_templates_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "credentials" DROP CONSTRAINT "credentials_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "details_refresh_usage" DROP CONSTRAINT "details_refresh_usage_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "details_refresh_usage" ADD CONSTRAINT "details_refresh_usage_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "planned_runs" DROP CONSTRAINT "planned_runs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "planned_runs" ADD CONSTRAINT "planned_runs_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "workspace_settings" DROP CONSTRAINT "user_settings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "video_list_versions" DROP CONSTRAINT "video_list_versions_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "video_list_versions" ADD CONSTRAINT "video_list_versions_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "videos" DROP CONSTRAINT "videos_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "visibility_usage" DROP CONSTRAINT "visibility_usage_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "visibility_usage" ADD CONSTRAINT "visibility_usage_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER VIEW "video_tallies" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER VIEW "comment_result_tallies" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
ALTER INDEX "accounts_user_channel_key" RENAME TO "accounts_workspace_channel_key";
--> statement-breakpoint
ALTER INDEX "activity_logs_user_created_idx" RENAME TO "activity_logs_workspace_created_idx";
--> statement-breakpoint
ALTER INDEX "batches_user_created_idx" RENAME TO "batches_workspace_created_idx";
--> statement-breakpoint
ALTER INDEX "categories_user_kind_name_key" RENAME TO "categories_workspace_kind_name_key";
--> statement-breakpoint
ALTER INDEX "comment_result_changes_user_idx" RENAME TO "comment_result_changes_workspace_idx";
--> statement-breakpoint
ALTER INDEX "comment_templates_user_order_idx" RENAME TO "comment_templates_workspace_order_idx";
--> statement-breakpoint
ALTER INDEX "comments_user_posted_idx" RENAME TO "comments_workspace_posted_idx";
--> statement-breakpoint
ALTER INDEX "comments_user_recent_idx" RENAME TO "comments_workspace_recent_idx";
--> statement-breakpoint
ALTER INDEX "comments_user_unbatched_idx" RENAME TO "comments_workspace_unbatched_idx";
--> statement-breakpoint
ALTER INDEX "comments_user_video_status_idx" RENAME TO "comments_workspace_video_status_idx";
--> statement-breakpoint
ALTER INDEX "credentials_user_client_key" RENAME TO "credentials_workspace_client_key";
--> statement-breakpoint
ALTER INDEX "planned_runs_user_starts_idx" RENAME TO "planned_runs_workspace_starts_idx";
--> statement-breakpoint
ALTER INDEX "video_count_changes_user_idx" RENAME TO "video_count_changes_workspace_idx";
--> statement-breakpoint
ALTER INDEX "videos_user_described_idx" RENAME TO "videos_workspace_described_idx";
--> statement-breakpoint
ALTER INDEX "videos_user_order_idx" RENAME TO "videos_workspace_order_idx";
--> statement-breakpoint
ALTER INDEX "videos_user_refreshed_idx" RENAME TO "videos_workspace_refreshed_idx";
--> statement-breakpoint
ALTER INDEX "videos_user_sent_order_idx" RENAME TO "videos_workspace_sent_order_idx";
--> statement-breakpoint
ALTER INDEX "videos_user_video_key" RENAME TO "videos_workspace_video_key";
--> statement-breakpoint
ALTER INDEX "webhooks_user_idx" RENAME TO "webhooks_workspace_idx";
--> statement-breakpoint
ALTER TABLE "workspace_settings" RENAME CONSTRAINT "user_settings_pkey" TO "workspace_settings_pkey";
--> statement-breakpoint
ALTER TABLE "details_refresh_usage" RENAME CONSTRAINT "details_refresh_usage_user_id_day_pk" TO "details_refresh_usage_workspace_id_day_pk";
--> statement-breakpoint
ALTER TABLE "visibility_usage" RENAME CONSTRAINT "visibility_usage_user_id_day_pk" TO "visibility_usage_workspace_id_day_pk";
--> statement-breakpoint
-- An event in a workspace is told to several people (its owners), one row each: the workspace it
-- happened in, and which one row gives it to the workspace's webhooks. Null: the person's own
-- (their personal workspace), as every event so far was; no row is rewritten.
ALTER TABLE "notifications" ADD COLUMN "workspace_id" uuid REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivers_webhooks" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- A channel being connected goes to the workspace the person acted in when they started.
ALTER TABLE "oauth_states" ADD COLUMN "workspace_id" uuid REFERENCES "workspaces"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- The functions whose results change their names cannot be replaced in place.
--> statement-breakpoint
DROP FUNCTION comment_result_deltas(comments[], comments[]);
--> statement-breakpoint
DROP FUNCTION raise_video_list_versions(uuid[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_sent_counts(u uuid[], v text[], n integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  WITH d AS (SELECT * FROM unnest(u, v, n) AS d(workspace_id, video_id, n)),
  counted AS (
    UPDATE videos x SET sent_count = x.sent_count + d.n FROM d
     WHERE x.workspace_id = d.workspace_id AND x.video_id = d.video_id
    RETURNING x.workspace_id, x.video_id)
  INSERT INTO video_sent_recounts (workspace_id, video_id)
  SELECT d.workspace_id, d.video_id FROM d
   WHERE NOT EXISTS (SELECT 1 FROM counted x WHERE x.workspace_id = d.workspace_id AND x.video_id = d.video_id)
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comment_result_deltas(was comments[], now_is comments[])
 RETURNS TABLE(workspace_id uuid, dim smallint, slot timestamp with time zone, status text, account_id uuid, channel_title text, template_id uuid, n integer, checked integer, visible integer, likes integer, replies integer)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT c.workspace_id, k.dim, k.slot, c.status, k.account_id, k.channel_title, k.template_id,
           sum(c.sign)::int,
           sum(c.sign * CASE WHEN k.dim > 0 AND c.visibility IN ('visible', 'notVisible', 'removed') THEN 1 ELSE 0 END)::int,
           sum(c.sign * CASE WHEN k.dim > 0 AND c.visibility = 'visible' THEN 1 ELSE 0 END)::int,
           sum(c.sign * CASE WHEN k.dim > 0 THEN coalesce(c.like_count, 0) ELSE 0 END)::int,
           sum(c.sign * CASE WHEN k.dim > 0 THEN coalesce(c.reply_count, 0) ELSE 0 END)::int
      FROM (SELECT w.*, -1 AS sign FROM unnest(was) w
            UNION ALL
            SELECT i.*, 1 FROM unnest(now_is) i) c
     CROSS JOIN LATERAL (VALUES
       (0::smallint, date_bin('15 minutes', coalesce(c.posted_at, c.updated_at), timestamptz '2000-01-01 00:00:00+00'),
        NULL::uuid, NULL::text, NULL::uuid),
       (1::smallint, date_bin('1 day', c.posted_at, timestamptz '2000-01-01 00:00:00+00'),
        c.account_id, c.channel_title, NULL::uuid),
       (2::smallint, date_bin('1 day', c.posted_at, timestamptz '2000-01-01 00:00:00+00'),
        NULL::uuid, NULL::text, c.template_id),
       (3::smallint, date_bin('1 hour', c.posted_at, timestamptz '2000-01-01 00:00:00+00'),
        c.account_id, c.channel_title, NULL::uuid),
       (4::smallint, date_bin('1 hour', c.posted_at, timestamptz '2000-01-01 00:00:00+00'),
        NULL::uuid, NULL::text, c.template_id)
     ) AS k (dim, slot, account_id, channel_title, template_id)
     WHERE c.status IN ('posted', 'failed')
       AND (k.dim = 0 OR (c.status = 'posted' AND c.posted_at IS NOT NULL))
     GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(c.sign) <> 0
        OR sum(c.sign * CASE WHEN k.dim > 0 AND c.visibility IN ('visible', 'notVisible', 'removed') THEN 1 ELSE 0 END) <> 0
        OR sum(c.sign * CASE WHEN k.dim > 0 AND c.visibility = 'visible' THEN 1 ELSE 0 END) <> 0
        OR sum(c.sign * CASE WHEN k.dim > 0 THEN coalesce(c.like_count, 0) ELSE 0 END) <> 0
        OR sum(c.sign * CASE WHEN k.dim > 0 THEN coalesce(c.reply_count, 0) ELSE 0 END) <> 0
  $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_counted_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, -count(*) FROM old_rows
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3;
  PERFORM add_sent_counts(array_agg(workspace_id), array_agg(video_id), array_agg(n))
     FROM (SELECT workspace_id, video_id, -count(*)::int AS n FROM old_rows
            WHERE status = 'posted' GROUP BY 1, 2) d;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_counted_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, count(*) FROM new_rows
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3;
  PERFORM add_sent_counts(array_agg(workspace_id), array_agg(video_id), array_agg(n))
     FROM (SELECT workspace_id, video_id, count(*)::int AS n FROM new_rows
            WHERE status = 'posted' GROUP BY 1, 2) d;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_counted_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Every row out of its old place and into its new one: what did not move sums to nothing
  -- (leases, look-ups). Grouping, not joining old rows to new: linear for a 100,000-row cancel.
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, sum(n) FROM (
    SELECT batch_id, account_id, status, -1 AS n FROM old_rows
    UNION ALL
    SELECT batch_id, account_id, status, 1 FROM new_rows
  ) d
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  PERFORM add_sent_counts(array_agg(workspace_id), array_agg(video_id), array_agg(n))
     FROM (SELECT workspace_id, video_id, sum(n)::int AS n FROM (
             SELECT workspace_id, video_id, -1 AS n FROM old_rows WHERE status = 'posted'
             UNION ALL
             SELECT workspace_id, video_id, 1 FROM new_rows WHERE status = 'posted'
           ) p GROUP BY 1, 2 HAVING sum(n) <> 0) d;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_results_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO comment_result_changes (workspace_id, dim, slot, status, account_id, channel_title,
                                      template_id, n, checked, visible, likes, replies)
  SELECT * FROM comment_result_deltas(
    (SELECT coalesce(array_agg(r::comments), '{}') FROM old_rows r WHERE r.status IN ('posted', 'failed')),
    '{}'::comments[]);
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_results_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO comment_result_changes (workspace_id, dim, slot, status, account_id, channel_title,
                                      template_id, n, checked, visible, likes, replies)
  SELECT * FROM comment_result_deltas('{}'::comments[],
    (SELECT coalesce(array_agg(r::comments), '{}') FROM new_rows r WHERE r.status IN ('posted', 'failed')));
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_results_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO comment_result_changes (workspace_id, dim, slot, status, account_id, channel_title,
                                      template_id, n, checked, visible, likes, replies)
  SELECT * FROM comment_result_deltas(
    (SELECT coalesce(array_agg(r::comments), '{}') FROM old_rows r WHERE r.status IN ('posted', 'failed')),
    (SELECT coalesce(array_agg(r::comments), '{}') FROM new_rows r WHERE r.status IN ('posted', 'failed')));
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION raise_video_list_versions(workspace_ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO video_list_versions (workspace_id, version)
  SELECT DISTINCT u.id, 1 FROM unnest(workspace_ids) AS r(workspace_id) JOIN workspaces u ON u.id = r.workspace_id
  ON CONFLICT (workspace_id) DO UPDATE SET version = video_list_versions.version + 1
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_counted_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE videos v SET sent_count = d.n
    FROM (SELECT r.id, count(*)::int AS n FROM new_rows r
            JOIN comments c ON c.workspace_id = r.workspace_id AND c.video_id = r.video_id
                           AND c.status = 'posted'
           GROUP BY r.id) d
   WHERE v.id = d.id;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_json(owner uuid, ids uuid[], backwards boolean)
 RETURNS text
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
  BEGIN
    RETURN (
      select string_agg(video_json(videos, categories.name), ','
                        order by case when backwards then -wanted.n else wanted.n end)
        from unnest(ids) with ordinality as wanted(id, n)
        join videos on videos.id = wanted.id
        left join categories on categories.id = videos.category_id
       where videos.workspace_id = owner);
  END
  $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_listed_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM raise_video_list_versions(ARRAY(SELECT DISTINCT workspace_id FROM old_rows));
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_listed_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM raise_video_list_versions(ARRAY(SELECT DISTINCT workspace_id FROM new_rows));
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_listed_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM raise_video_list_versions(ARRAY(
    SELECT DISTINCT workspace_id FROM (
      SELECT workspace_id, id, display_order, created_at, -1 AS n FROM old_rows
      UNION ALL
      SELECT workspace_id, id, display_order, created_at, 1 FROM new_rows
    ) d
    GROUP BY workspace_id, id, display_order, created_at HAVING sum(n) <> 0));
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_tallied_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO video_count_changes (workspace_id, category_id, sent_count, n)
  SELECT workspace_id, category_id, sent_count, -count(*) FROM old_rows GROUP BY 1, 2, 3;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_tallied_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO video_count_changes (workspace_id, category_id, sent_count, n)
  SELECT workspace_id, category_id, sent_count, count(*) FROM new_rows GROUP BY 1, 2, 3;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_tallied_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Reordering, details and pictures move nothing (each row's -1 and +1 cancel out): only a
  -- category or a sent count counts. Grouped, not joined: linear for 100,000 rows.
  INSERT INTO video_count_changes (workspace_id, category_id, sent_count, n)
  SELECT workspace_id, category_id, sent_count, sum(n) FROM (
    SELECT workspace_id, category_id, sent_count, -1 AS n FROM old_rows
    UNION ALL
    SELECT workspace_id, category_id, sent_count, 1 FROM new_rows
  ) d
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  RETURN NULL;
END $function$;
