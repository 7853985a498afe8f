-- docs/performance.md §5: a deep page of the whole list walks on from where a page before it
-- began (a mark) while the list's order is as it was then. The version says so: every statement
-- that adds, deletes or moves a user's videos raises it, in the same transaction, so a read that
-- sees a version sees exactly the order it was raised for.
CREATE TABLE "video_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Raises each of these users' version once. A user being deleted (their videos go with them)
-- gets no row.
CREATE FUNCTION "raise_video_list_versions"(user_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO video_list_versions (user_id, version)
  SELECT DISTINCT u.id, 1 FROM unnest(user_ids) AS r(user_id) JOIN users u ON u.id = r.user_id
  ON CONFLICT (user_id) DO UPDATE SET version = video_list_versions.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "videos_listed_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM raise_video_list_versions(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "videos_listed_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM raise_video_list_versions(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Details, pictures, categories and sent counts leave the order as it is: only a video whose
-- place in it moved raises its user's version. Grouped, not joined: the transition tables have no
-- index, and a join of 100,000 rows each was planned as a nested loop (minutes).
CREATE FUNCTION "videos_listed_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM raise_video_list_versions(ARRAY(
    SELECT DISTINCT user_id FROM (
      SELECT user_id, id, display_order, created_at, -1 AS n FROM old_rows
      UNION ALL
      SELECT user_id, id, display_order, created_at, 1 FROM new_rows
    ) d
    GROUP BY user_id, id, display_order, created_at HAVING sum(n) <> 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "videos_listed_on_insert" AFTER INSERT ON "videos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "videos_listed_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "videos_listed_on_delete" AFTER DELETE ON "videos"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "videos_listed_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "videos_listed_on_update" AFTER UPDATE ON "videos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "videos_listed_on_update"();
