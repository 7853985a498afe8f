-- docs/performance.md §5: a search's page is kept in the process that read it, and answered again
-- while nothing that decides a search's matches has changed since. Every statement that writes a
-- workspace's videos appends a line here, with its transaction's id: a kept page read under a
-- snapshot is stale once a line exists that the snapshot did not see. Lines only, no row updated
-- by every change (one row per workspace would make its posting transactions wait on each other),
-- and the transaction's id, not a number drawn as it writes (which is not the order of commits).
CREATE TABLE "video_changes" (
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
	"xid" xid8 NOT NULL DEFAULT pg_current_xact_id()
);
--> statement-breakpoint
CREATE INDEX "video_changes_workspace_xid_idx" ON "video_changes" ("workspace_id", "xid");
--> statement-breakpoint
-- Housekeeping removes the lines of transactions older than every snapshot still open, and says
-- so here: a kept page read under a snapshot older than that has lost the lines it needs, and is
-- read again.
CREATE TABLE "video_changes_horizon" (
	"one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
	"below" xid8 NOT NULL
);
--> statement-breakpoint
INSERT INTO "video_changes_horizon" ("below") VALUES ('0');
--> statement-breakpoint
-- A workspace being deleted (its videos go with it) gets no line: it is no longer there to join.
CREATE FUNCTION "video_changes_from_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_changes (workspace_id)
  SELECT w.id FROM workspaces w WHERE w.id IN (SELECT workspace_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "video_changes_from_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_changes (workspace_id)
  SELECT w.id FROM workspaces w WHERE w.id IN (SELECT workspace_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_changes_on_insert" AFTER INSERT ON "videos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_changes_from_new"();
--> statement-breakpoint
-- A video never moves to another workspace: the new rows name every workspace an update touched.
CREATE TRIGGER "video_changes_on_update" AFTER UPDATE ON "videos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_changes_from_new"();
--> statement-breakpoint
CREATE TRIGGER "video_changes_on_delete" AFTER DELETE ON "videos"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "video_changes_from_old"();
