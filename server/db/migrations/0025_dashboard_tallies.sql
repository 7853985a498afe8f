-- docs/performance.md §5: the dashboard's chart and its results (how the recent comments fared,
-- in all, by channel and by template) from tallies kept by triggers, as the batches' and the
-- videos' counts are (migrations 0010, 0011): it read every comment of the last 14 days twice,
-- a second of waiting under load with 25,000 of them. Three groupings of the comments, `dim`:
--   0: posted and failed per 15 minutes of `coalesce(posted_at, updated_at)` (the chart's days,
--      in any time zone: every zone's offset is a multiple of 15 minutes);
--   1, 2: posted per day (UTC) of `posted_at`, by channel (its account, the name the comment
--      keeps) and by template;
--   3, 4: the same per hour, for the day a window of 14 days begins in (its first hour is read
--      from the comments): 13 days and 23 hours a channel or template instead of 336 hours.
-- Nothing writes comments while the tallies are set up and filled from them.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "comment_result_counts" (
	"user_id" uuid NOT NULL,
	"dim" smallint NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"account_id" uuid,
	"channel_title" text,
	"template_id" uuid,
	"n" integer NOT NULL,
	"checked" integer NOT NULL,
	"visible" integer NOT NULL,
	"likes" integer NOT NULL,
	"replies" integer NOT NULL
);
--> statement-breakpoint
-- The same columns, appended to by the triggers below and folded every second.
CREATE TABLE "comment_result_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	LIKE "comment_result_counts"
);
--> statement-breakpoint
CREATE INDEX "comment_result_changes_user_idx" ON "comment_result_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_result_counts_key" ON "comment_result_counts" USING btree
  ("user_id", "dim", "slot", "status", "account_id", "channel_title", "template_id") NULLS NOT DISTINCT;--> statement-breakpoint
-- The hour a window of the results begins in is counted from the comments themselves.
CREATE INDEX "comments_user_posted_idx" ON "comments" USING btree ("user_id", "posted_at")
  WHERE "status" = 'posted';--> statement-breakpoint
CREATE VIEW "comment_result_tallies" AS
  SELECT "user_id", "dim", "slot", "status", "account_id", "channel_title", "template_id",
         "n", "checked", "visible", "likes", "replies" FROM "comment_result_counts"
  UNION ALL
  SELECT "user_id", "dim", "slot", "status", "account_id", "channel_title", "template_id",
         "n", "checked", "visible", "likes", "replies" FROM "comment_result_changes";
--> statement-breakpoint
-- What comments count, grouped three ways, each comment once with `sign` (-1 for a row as it
-- was, 1 as it is): a row that changed nothing counted cancels out and leaves nothing.
CREATE FUNCTION "comment_result_deltas"(was "comments"[], now_is "comments"[])
  RETURNS TABLE ("user_id" uuid, "dim" smallint, "slot" timestamptz, "status" text,
                 "account_id" uuid, "channel_title" text, "template_id" uuid, "n" integer,
                 "checked" integer, "visible" integer, "likes" integer, "replies" integer)
  LANGUAGE sql STABLE AS $$
    SELECT c.user_id, k.dim, k.slot, c.status, k.account_id, k.channel_title, k.template_id,
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
  $$;
--> statement-breakpoint
-- Statement-level, with transition tables: one append per statement. Only posted and failed
-- comments count: a batch written or cancelled (pending rows) costs a filter, not a grouping.
CREATE FUNCTION "comments_results_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO comment_result_changes (user_id, dim, slot, status, account_id, channel_title,
                                      template_id, n, checked, visible, likes, replies)
  SELECT * FROM comment_result_deltas('{}'::comments[],
    (SELECT coalesce(array_agg(r::comments), '{}') FROM new_rows r WHERE r.status IN ('posted', 'failed')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_results_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO comment_result_changes (user_id, dim, slot, status, account_id, channel_title,
                                      template_id, n, checked, visible, likes, replies)
  SELECT * FROM comment_result_deltas(
    (SELECT coalesce(array_agg(r::comments), '{}') FROM old_rows r WHERE r.status IN ('posted', 'failed')),
    '{}'::comments[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_results_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO comment_result_changes (user_id, dim, slot, status, account_id, channel_title,
                                      template_id, n, checked, visible, likes, replies)
  SELECT * FROM comment_result_deltas(
    (SELECT coalesce(array_agg(r::comments), '{}') FROM old_rows r WHERE r.status IN ('posted', 'failed')),
    (SELECT coalesce(array_agg(r::comments), '{}') FROM new_rows r WHERE r.status IN ('posted', 'failed')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_results_on_insert" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "comments_results_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "comments_results_on_delete" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "comments_results_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "comments_results_on_update" AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_results_on_update"();
--> statement-breakpoint
-- The last 15 days are all the dashboard reads; older slots are purged by the housekeeping.
INSERT INTO "comment_result_counts"
SELECT * FROM comment_result_deltas('{}'::comments[],
  (SELECT coalesce(array_agg(c), '{}'::comments[]) FROM "comments" c
    WHERE c.status IN ('posted', 'failed')
      AND coalesce(c.posted_at, c.updated_at) >= now() - interval '15 days'));
