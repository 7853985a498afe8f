-- docs/replies.md §2: the inbox's "Given to me" reads the replies given to one member, newest
-- first, without stepping over everyone else's.
CREATE INDEX "replies_assignee_idx" ON "replies" ("workspace_id", "assignee_id", "published_at" DESC, "id" DESC)
  WHERE NOT "ours" AND "assignee_id" IS NOT NULL;
