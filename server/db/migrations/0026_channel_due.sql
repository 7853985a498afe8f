-- docs/performance.md §5: the worker claims the next due comment channel by channel. Read in due
-- order across every channel (comments_due_idx), a claim stepped through every pending comment
-- of the batches whose channels were all waiting out their pacing: 0.7 s a claim, several times a
-- second, with a 100,000-comment batch posting. Each free channel's first due comment is now one
-- step into this index, and nothing is read for a channel that is waiting. The idle worker's
-- "when is the next one due" and the calendar's queue of a channel read it too. It replaces the
-- index in due order: kept, the planner could still walk that one for a channel's first comment.
DROP INDEX "comments_due_idx";--> statement-breakpoint
CREATE INDEX "comments_channel_due_idx" ON "comments" USING btree ("account_id", "next_attempt_at", "position")
  WHERE "status" = 'pending' AND "batch_id" IS NOT NULL;
