-- docs/platform.md §2: a Google Cloud project with a raised quota says so on its credential. Null
-- is the server's default (QUOTA_DAILY_UNITS, QUOTA_SEARCH_CALLS).
ALTER TABLE "credentials" ADD COLUMN "quota_daily_units" integer;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "quota_search_calls" integer;
