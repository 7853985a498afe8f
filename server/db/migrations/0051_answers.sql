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
  WHERE "reply_count" > 0 AND "replies_unreadable_at" IS NULL;
--> statement-breakpoint
-- The inbox's unread count, on every page and in the navigation: only the unread rows.
CREATE INDEX "replies_unread_idx" ON "replies" ("workspace_id") WHERE NOT "ours" AND "read_at" IS NULL;
