-- Trigram indexes make "title or channel contains ..." searches fast on large collections.
-- pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL 13+), but a server may
-- still refuse it: then searches work without the indexes, only slower.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS videos_title_trgm_idx ON videos USING gin (title gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS videos_channel_title_trgm_idx ON videos USING gin (channel_title gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS comment_templates_content_trgm_idx ON comment_templates USING gin (content gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): searches run without trigram indexes', SQLERRM;
END
$$;
