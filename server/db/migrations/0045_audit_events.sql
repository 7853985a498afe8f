-- docs/architecture.md §10: the workspace's record of who did what, append-only. No route
-- changes or deletes a row, and the database refuses to: a row goes only with its workspace, or
-- once it is older than the 400 days it is kept. Who acted is kept as they were (their id and
-- address), whatever becomes of their account.
CREATE TABLE "audit_events" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "at" timestamptz DEFAULT now() NOT NULL,
  "actor_id" uuid,
  "actor_email" text,
  "ip" text,
  "kind" text NOT NULL,
  "subject_id" text,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_workspace_at_idx" ON "audit_events" ("workspace_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_workspace_kind_idx" ON "audit_events" ("workspace_id", "kind", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_workspace_actor_idx" ON "audit_events" ("workspace_id", "actor_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (OLD.at < now() - interval '400 days'
      OR NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = OLD.workspace_id)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
