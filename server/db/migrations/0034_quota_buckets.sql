-- docs/platform.md §2: since 2026-06-01 Google keeps a Cloud project's quota in buckets. search.list
-- has one of its own (100 calls a day), videos.batchGetStats another (10,000 units), and every
-- other call shares the 10,000 units `units` always counted. Each bucket is a column of the
-- credential's day, so one statement still takes from one bucket atomically, and every row keeps
-- its meaning: what was spent today stays spent in the default bucket.
ALTER TABLE "quota_usage"
  ADD COLUMN "search_calls" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "stats_units" integer DEFAULT 0 NOT NULL;
