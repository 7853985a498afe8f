-- docs/replies.md §3: an answer is a comment the engine posts into a thread instead of a video's
-- top level. `parent_platform_comment_id`: the thread's top-level comment on YouTube (the answer
-- is sent with comments.insert and that parent); `reply_id`: the inbox's reply it answers (the
-- reply may be forgotten later; the answer stays). Both null for every comment before.
ALTER TABLE "comments" ADD COLUMN "parent_platform_comment_id" text;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_id" uuid REFERENCES "replies"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "comments_reply_idx" ON "comments" ("reply_id") WHERE "reply_id" IS NOT NULL;
