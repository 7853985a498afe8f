-- Nothing writes comments while the counts are set up and filled from them.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "batch_count_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_count_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" uuid NOT NULL,
	"account_id" uuid,
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_counts" (
	"batch_id" uuid NOT NULL,
	"account_id" uuid,
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "videos_user_order_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "batch_count_changes_batch_idx" ON "batch_count_changes" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_counts_key" ON "batch_counts" USING btree ("batch_id","account_id","status") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE INDEX "videos_user_order_idx" ON "videos" USING btree ("user_id","display_order","created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","sent_count");--> statement-breakpoint
-- What a batch's counts are: the folded counts plus the changes not yet folded (sum n).
CREATE VIEW "batch_tallies" AS
  SELECT "batch_id", "account_id", "status", "n" FROM "batch_counts"
  UNION ALL
  SELECT "batch_id", "account_id", "status", "n" FROM "batch_count_changes";
--> statement-breakpoint
-- Statement-level triggers with transition tables: one append per statement, whether it changed
-- one comment (the worker) or 100,000 (a batch written, a batch cancelled).
CREATE FUNCTION "comments_counted_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, count(*) FROM new_rows
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3;
  UPDATE videos v SET sent_count = v.sent_count + d.n
    FROM (SELECT user_id, video_id, count(*)::int AS n FROM new_rows
           WHERE status = 'posted' GROUP BY 1, 2) d
   WHERE v.user_id = d.user_id AND v.video_id = d.video_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_counted_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, -count(*) FROM old_rows
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3;
  UPDATE videos v SET sent_count = v.sent_count - d.n
    FROM (SELECT user_id, video_id, count(*)::int AS n FROM old_rows
           WHERE status = 'posted' GROUP BY 1, 2) d
   WHERE v.user_id = d.user_id AND v.video_id = d.video_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_counted_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  UPDATE videos v SET sent_count = v.sent_count + d.n
    FROM (SELECT user_id, video_id, sum(n)::int AS n FROM (
            SELECT user_id, video_id, -1 AS n FROM old_rows WHERE status = 'posted'
            UNION ALL
            SELECT user_id, video_id, 1 FROM new_rows WHERE status = 'posted'
          ) p GROUP BY 1, 2 HAVING sum(n) <> 0) d
   WHERE v.user_id = d.user_id AND v.video_id = d.video_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_counted_on_insert" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "comments_counted_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "comments_counted_on_delete" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "comments_counted_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "comments_counted_on_update" AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_counted_on_update"();
--> statement-breakpoint
-- A video saved (again) starts from the comments already posted on it.
CREATE FUNCTION "videos_counted_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE videos v SET sent_count = d.n
    FROM (SELECT r.id, count(*)::int AS n FROM new_rows r
            JOIN comments c ON c.user_id = r.user_id AND c.video_id = r.video_id
                           AND c.status = 'posted'
           GROUP BY r.id) d
   WHERE v.id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "videos_counted_on_insert" AFTER INSERT ON "videos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "videos_counted_on_insert"();
--> statement-breakpoint
INSERT INTO "batch_counts" ("batch_id", "account_id", "status", "n")
SELECT c."batch_id", c."account_id", c."status", count(*) FROM "comments" c
  JOIN "batches" b ON b."id" = c."batch_id"
 GROUP BY 1, 2, 3;
--> statement-breakpoint
UPDATE "videos" v SET "sent_count" = d.n
  FROM (SELECT "user_id", "video_id", count(*)::int AS n FROM "comments"
         WHERE "status" = 'posted' GROUP BY 1, 2) d
 WHERE v."user_id" = d."user_id" AND v."video_id" = d."video_id";
