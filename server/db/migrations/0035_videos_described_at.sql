-- docs/platform.md §7: the refresh reads a saved video's counts with videos.batchGetStats, from a
-- bucket of their own, and its title, description, pictures and channel with videos.list only
-- before YouTube's 30 days are up. `details_refreshed_at` stays when YouTube last gave anything of
-- the video; `described_at` is when videos.list last did. Until now every read was a videos.list.
ALTER TABLE "videos" ADD COLUMN "described_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "videos" SET "described_at" = "details_refreshed_at";
--> statement-breakpoint
CREATE INDEX "videos_user_described_idx" ON "videos" USING btree ("user_id", "described_at");
