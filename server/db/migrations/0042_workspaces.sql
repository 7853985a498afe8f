-- docs/architecture.md §10 "Workspaces": the work (credentials, channels, videos, templates,
-- batches, settings) is coming to belong to a workspace that people share, each with a role;
-- a person keeps what is theirs (profile, password, sessions, language, notification choices).
-- Every person has a personal workspace whose id is their own id: the 29 tables that hold the work
-- under a user id hold it, unchanged, under the id of that person's personal workspace, so moving
-- them rewrites no row (only which table the column points to, in the migrations to come).
CREATE TABLE "workspaces" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  -- The person whose personal workspace this is (its id is theirs); null for a shared one.
  "personal_of" uuid UNIQUE REFERENCES "users"("id") ON DELETE CASCADE,
  "approval_required" boolean DEFAULT false NOT NULL,
  "created_at" timestamptz DEFAULT now() NOT NULL,
  "updated_at" timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT "workspaces_personal_id" CHECK ("personal_of" IS NULL OR "personal_of" = "id")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "role" text NOT NULL CHECK ("role" IN ('owner', 'admin', 'editor', 'viewer')),
  "joined_at" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("workspace_id", "user_id")
);
--> statement-breakpoint
-- A person's workspaces, for the switcher and each request's access check.
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" ("user_id", "workspace_id") INCLUDE ("role");
--> statement-breakpoint
-- The workspace a session acts in, as the person last chose; null: their personal one. A
-- workspace deleted, or left, sends its sessions back there.
ALTER TABLE "sessions" ADD COLUMN "workspace_id" uuid REFERENCES "workspaces"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- A person's personal workspace, and their place in it as its owner. Named after them (their name,
-- else their address); the app may say "Personal" beside it. Does nothing for one they have.
CREATE FUNCTION "ensure_personal_workspaces"(person_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO workspaces (id, name, personal_of, created_at, updated_at)
  SELECT u.id, coalesce(nullif(btrim(u.full_name), ''), u.email), u.id, u.created_at, u.created_at
    FROM users u WHERE u.id = ANY(person_ids)
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO workspace_members (workspace_id, user_id, role, joined_at)
  SELECT u.id, u.id, 'owner', u.created_at FROM users u WHERE u.id = ANY(person_ids)
  ON CONFLICT (workspace_id, user_id) DO NOTHING;
$$;
--> statement-breakpoint
-- Whoever creates a person (registration, Google sign-in, the demo, a test) gives them theirs in
-- the same statement.
CREATE FUNCTION "users_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ensure_personal_workspaces(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_personal_workspace" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_personal_workspace"();
--> statement-breakpoint
-- Everyone already here.
SELECT ensure_personal_workspaces(ARRAY(SELECT id FROM users));
