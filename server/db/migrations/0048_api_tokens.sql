-- docs/api.md: a person's API token for one workspace. Only the token's SHA-256 is kept; what it
-- may do is its scopes within its person's role there, read at every request, so a token loses
-- what the role loses and stops with the membership. Revoked, it is kept (revoked_at) so that the
-- list and the audit log can say so; it answers 401 like an unknown one.
CREATE TABLE "api_tokens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "prefix" text NOT NULL,
  "token_hash" text NOT NULL,
  "scopes" text[] NOT NULL,
  "created_at" timestamptz DEFAULT now() NOT NULL,
  "expires_at" timestamptz,
  "last_used_at" timestamptz,
  "last_used_ip" text,
  "revoked_at" timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "api_tokens_owner_idx" ON "api_tokens" ("user_id", "workspace_id", "created_at");
