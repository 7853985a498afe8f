-- docs/performance.md §5: a batch's progress says how its posted comments fared (looked at, seen
-- by others, at the first look a day after posting) from tallies kept by triggers, as its counts
-- by status are (migration 0010). It counted its posted comments with a look-up per comment in
-- comment_looks at every read: 45 ms for a finished batch of 20,000, five times that at 100,000.
-- A comment keeps the state of its first look a day or more after posting (`day_look_visibility`,
-- written with each look), and the tallies count posted comments by batch, state and day state.
-- Nothing writes comments while the column is filled and the tallies are set up from it.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "day_look_visibility" text;--> statement-breakpoint
UPDATE "comments" c SET "day_look_visibility" = d.visibility
  FROM (SELECT DISTINCT ON (l.comment_id) l.comment_id, l.visibility
          FROM "comment_looks" l JOIN "comments" p ON p.id = l.comment_id
         WHERE l.checked_at >= p.posted_at + interval '24 hours'
           AND l.visibility IN ('visible', 'notVisible', 'removed')
         ORDER BY l.comment_id, l.checked_at) d
 WHERE c.id = d.comment_id;--> statement-breakpoint
CREATE TABLE "batch_visibility_counts" (
	"batch_id" uuid NOT NULL,
	"visibility" text,
	"day_visibility" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- The same columns, appended to by the triggers below and folded every second.
CREATE TABLE "batch_visibility_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	LIKE "batch_visibility_counts"
);
--> statement-breakpoint
CREATE INDEX "batch_visibility_changes_batch_idx" ON "batch_visibility_changes" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_visibility_counts_key" ON "batch_visibility_counts" USING btree
  ("batch_id", "visibility", "day_visibility") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE VIEW "batch_visibility_tallies" AS
  SELECT "batch_id", "visibility", "day_visibility", "n" FROM "batch_visibility_counts"
  UNION ALL
  SELECT "batch_id", "visibility", "day_visibility", "n" FROM "batch_visibility_changes";
--> statement-breakpoint
-- Posted comments only: a batch written, a send or a cancel (no posted row) appends nothing.
CREATE FUNCTION "comments_seen_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_visibility_changes (batch_id, visibility, day_visibility, n)
  SELECT batch_id, visibility, day_look_visibility, count(*) FROM new_rows
   WHERE status = 'posted' AND batch_id IS NOT NULL GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_seen_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_visibility_changes (batch_id, visibility, day_visibility, n)
  SELECT batch_id, visibility, day_look_visibility, -count(*) FROM old_rows
   WHERE status = 'posted' AND batch_id IS NOT NULL GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_seen_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_visibility_changes (batch_id, visibility, day_visibility, n)
  SELECT batch_id, visibility, day_visibility, sum(n) FROM (
    SELECT batch_id, visibility, day_look_visibility AS day_visibility, -1 AS n FROM old_rows
     WHERE status = 'posted'
    UNION ALL
    SELECT batch_id, visibility, day_look_visibility, 1 FROM new_rows WHERE status = 'posted'
  ) d
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_seen_on_insert" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "comments_seen_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "comments_seen_on_delete" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "comments_seen_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "comments_seen_on_update" AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_seen_on_update"();
--> statement-breakpoint
INSERT INTO "batch_visibility_counts" ("batch_id", "visibility", "day_visibility", "n")
SELECT "batch_id", "visibility", "day_look_visibility", count(*)::int FROM "comments"
 WHERE "status" = 'posted' AND "batch_id" IS NOT NULL
 GROUP BY 1, 2, 3;
