-- docs/replies.md §3: an answer is a comment the engine posts into a thread instead of a video's
-- top level. `parent_platform_comment_id`: the thread's top-level comment on YouTube (the answer
-- is sent with comments.insert and that parent); `reply_id`: the inbox's reply it answers (the
-- reply may be forgotten later; the answer stays). Both null for every comment before.
ALTER TABLE "comments" ADD COLUMN "parent_platform_comment_id" text;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_id" uuid REFERENCES "replies"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "comments_reply_idx" ON "comments" ("reply_id") WHERE "reply_id" IS NOT NULL;
--> statement-breakpoint
-- docs/replies.md §1: reading threads in the background. `replies_collected`: the thread's reply
-- count when its replies were last read (a count grown past it is read again);
-- `replies_unreadable_at`: YouTube no longer shows the thread to the viewer (said, not retried).
ALTER TABLE "comments" ADD COLUMN "replies_collected" integer;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replies_unreadable_at" timestamptz;
--> statement-breakpoint
CREATE INDEX "comments_grown_threads_idx" ON "comments" ("workspace_id", "posted_at" DESC)
  WHERE "reply_count" > coalesce("replies_collected", 0) AND "replies_unreadable_at" IS NULL;
--> statement-breakpoint
-- The inbox's unread listing: only the unread rows, newest first.
CREATE INDEX "replies_unread_idx" ON "replies" ("workspace_id", "published_at" DESC, "id" DESC)
  WHERE NOT "ours" AND "read_at" IS NULL;
--> statement-breakpoint
-- The inbox's filter by channel reads the reply's own copy of its comment's channel (set on
-- insert), newest first, instead of joining a million replies to their comments.
ALTER TABLE "replies" ADD COLUMN "account_id" uuid REFERENCES "accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
UPDATE "replies" r SET "account_id" = c."account_id" FROM "comments" c WHERE c."id" = r."comment_id";
--> statement-breakpoint
CREATE INDEX "replies_channel_idx" ON "replies" ("workspace_id", "account_id", "published_at" DESC, "id" DESC)
  WHERE NOT "ours";
--> statement-breakpoint
CREATE FUNCTION "replies_take_channel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."account_id" := (SELECT "account_id" FROM "comments" WHERE "id" = NEW."comment_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "replies_channel_on_insert" BEFORE INSERT ON "replies"
  FOR EACH ROW EXECUTE FUNCTION "replies_take_channel"();
--> statement-breakpoint
-- The inbox's unread count, on every page and in the navigation: kept per workspace by the
-- replies' own changes, so it is one row's read however large the inbox (docs/replies.md §2).
CREATE TABLE "inbox_counts" (
  "workspace_id" uuid PRIMARY KEY REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "unread" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "inbox_counts" ("workspace_id", "unread")
  SELECT "workspace_id", count(*) FROM "replies" WHERE NOT "ours" AND "read_at" IS NULL
   GROUP BY "workspace_id";
--> statement-breakpoint
-- Per statement, from the rows it changed (as migration 0010's tallies): linear however many
-- rows one statement writes. A count only goes down where its row exists: a workspace being
-- deleted takes its row first.
CREATE FUNCTION "replies_count_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT workspace_id, sum(n)::int AS n FROM (
      SELECT workspace_id, -1 AS n FROM old_rows WHERE NOT ours AND read_at IS NULL
      UNION ALL
      SELECT workspace_id, 1 FROM new_rows WHERE NOT ours AND read_at IS NULL
    ) d GROUP BY 1 HAVING sum(n) <> 0)
  INSERT INTO inbox_counts AS k (workspace_id, unread)
  SELECT c.workspace_id, c.n FROM changed c JOIN workspaces w ON w.id = c.workspace_id
  ON CONFLICT (workspace_id) DO UPDATE SET unread = k.unread + excluded.unread;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Insert and delete see one side only: an empty stand-in for the other.
CREATE FUNCTION "replies_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_counts AS k (workspace_id, unread)
  SELECT workspace_id, count(*)::int FROM new_rows WHERE NOT ours AND read_at IS NULL GROUP BY 1
  ON CONFLICT (workspace_id) DO UPDATE SET unread = k.unread + excluded.unread;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "replies_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inbox_counts k SET unread = k.unread - d.n
    FROM (SELECT workspace_id, count(*)::int AS n FROM old_rows
           WHERE NOT ours AND read_at IS NULL GROUP BY 1) d
   WHERE k.workspace_id = d.workspace_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "replies_unread_on_insert" AFTER INSERT ON "replies"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "replies_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "replies_unread_on_delete" AFTER DELETE ON "replies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "replies_count_deleted"();
--> statement-breakpoint
CREATE TRIGGER "replies_unread_on_update" AFTER UPDATE ON "replies"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "replies_count_unread"();
