-- docs/performance.md §5: a GIN index keeps what was written since its last clean-up in a pending
-- list that every search through it reads whole (4 MB by default). Right after an import of
-- 20,000 videos, before autovacuum came by, a search on a number took 14 ms instead of 3.5. A
-- list of at most 256 kB is merged into the index as the writes go, at no cost an import shows
-- (0.86 s for 20,000 videos either way).
DO $$
BEGIN
  ALTER INDEX videos_title_lower_trgm_idx SET (gin_pending_list_limit = 256);
  ALTER INDEX videos_channel_title_lower_trgm_idx SET (gin_pending_list_limit = 256);
EXCEPTION WHEN undefined_object THEN
  RAISE NOTICE 'no trigram indexes (pg_trgm is not available): nothing to set';
END
$$;
