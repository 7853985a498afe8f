-- docs/architecture.md §10: an invitation to a workspace, emailed to an address with a single-use
-- link (only the token's SHA-256 is kept). One waiting per workspace and address: inviting again
-- or sending it again gives it a new link (the old one stops working) and a new week. Accepted or
-- revoked, it is kept so that its link can say which.
CREATE TABLE "workspace_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('owner', 'admin', 'editor', 'viewer')),
  "token_hash" text NOT NULL,
  "invited_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamptz DEFAULT now() NOT NULL,
  "expires_at" timestamptz NOT NULL,
  "accepted_at" timestamptz,
  "revoked_at" timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_hash_key" ON "workspace_invitations" ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_waiting_key" ON "workspace_invitations" ("workspace_id", "email")
  WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;
