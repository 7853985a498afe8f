CREATE TABLE "video_sent_recounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_sent_recounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"video_id" text NOT NULL,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Adds to the sent counts of the saved videos; a change that finds no visible video row is noted
-- for the fold to recount (the video may be in a transaction not yet committed).
CREATE FUNCTION "add_sent_counts"(u uuid[], v text[], n int[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (SELECT * FROM unnest(u, v, n) AS d(user_id, video_id, n)),
  counted AS (
    UPDATE videos x SET sent_count = x.sent_count + d.n FROM d
     WHERE x.user_id = d.user_id AND x.video_id = d.video_id
    RETURNING x.user_id, x.video_id)
  INSERT INTO video_sent_recounts (user_id, video_id)
  SELECT d.user_id, d.video_id FROM d
   WHERE NOT EXISTS (SELECT 1 FROM counted x WHERE x.user_id = d.user_id AND x.video_id = d.video_id)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comments_counted_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, count(*) FROM new_rows
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3;
  PERFORM add_sent_counts(array_agg(user_id), array_agg(video_id), array_agg(n))
     FROM (SELECT user_id, video_id, count(*)::int AS n FROM new_rows
            WHERE status = 'posted' GROUP BY 1, 2) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comments_counted_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, -count(*) FROM old_rows
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3;
  PERFORM add_sent_counts(array_agg(user_id), array_agg(video_id), array_agg(n))
     FROM (SELECT user_id, video_id, -count(*)::int AS n FROM old_rows
            WHERE status = 'posted' GROUP BY 1, 2) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comments_counted_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every row out of its old place and into its new one: what did not move sums to nothing
  -- (leases, look-ups). Grouping, not joining old rows to new: linear for a 100,000-row cancel.
  INSERT INTO batch_count_changes (batch_id, account_id, status, n)
  SELECT batch_id, account_id, status, sum(n) FROM (
    SELECT batch_id, account_id, status, -1 AS n FROM old_rows
    UNION ALL
    SELECT batch_id, account_id, status, 1 FROM new_rows
  ) d
   WHERE batch_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  PERFORM add_sent_counts(array_agg(user_id), array_agg(video_id), array_agg(n))
     FROM (SELECT user_id, video_id, sum(n)::int AS n FROM (
             SELECT user_id, video_id, -1 AS n FROM old_rows WHERE status = 'posted'
             UNION ALL
             SELECT user_id, video_id, 1 FROM new_rows WHERE status = 'posted'
           ) p GROUP BY 1, 2 HAVING sum(n) <> 0) d;
  RETURN NULL;
END $$;
