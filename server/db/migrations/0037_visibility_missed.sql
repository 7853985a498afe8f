-- docs/visibility.md §4: a look that did not list a comment, whose video nothing yet shows to be
-- there, waits for its video to be asked about with others, 50 videos a call, instead of asking
-- at once for the few videos of its own call (a round of 100,000 comments due in random order
-- asked about a video at almost every call: 3,984 units where 2,000 were meant).
ALTER TABLE "comments" ADD COLUMN "visibility_missed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "comments_visibility_missed_idx" ON "comments" USING btree ("user_id","visibility_missed_at") WHERE "comments"."visibility_missed_at" is not null;
