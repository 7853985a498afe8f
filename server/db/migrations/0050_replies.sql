-- docs/replies.md: the replies to the workspace's posted comments, as they were read from YouTube
-- (the inbox). One row per reply of a thread, kept with what the workspace did with it: read,
-- handled, given to a member. `ours`: written by one of the workspace's channels.
CREATE TABLE "replies" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "comment_id" uuid NOT NULL REFERENCES "comments"("id") ON DELETE CASCADE,
  "platform_reply_id" text NOT NULL,
  "author" text NOT NULL,
  "author_channel_id" text,
  "ours" boolean DEFAULT false NOT NULL,
  "content" text NOT NULL,
  "published_at" timestamptz NOT NULL,
  "collected_at" timestamptz DEFAULT now() NOT NULL,
  "read_at" timestamptz,
  "handled_at" timestamptz,
  "assignee_id" uuid REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "replies_comment_reply_key" ON "replies" ("comment_id", "platform_reply_id");
--> statement-breakpoint
CREATE INDEX "replies_inbox_idx" ON "replies" ("workspace_id", "published_at" DESC, "id" DESC);
