-- docs/api.md §4: an Idempotency-Key and the first answer given to it, for 24 hours. A key belongs
-- to the API token or the session that sent it (owner_id is whichever is set, and goes with it);
-- status is null while the first request is still being handled. The fingerprint is a hash of the
-- request (method, path, workspace, body): the same key with another request is refused.
CREATE TABLE "idempotency_keys" (
  "token_id" uuid REFERENCES "api_tokens"("id") ON DELETE CASCADE,
  "session_id" uuid REFERENCES "sessions"("id") ON DELETE CASCADE,
  "owner_id" uuid GENERATED ALWAYS AS (coalesce("token_id", "session_id")) STORED NOT NULL,
  "key" text NOT NULL,
  "fingerprint" text NOT NULL,
  "status" smallint,
  "content_type" text,
  "body" text,
  "created_at" timestamptz DEFAULT now() NOT NULL,
  "expires_at" timestamptz NOT NULL,
  PRIMARY KEY ("owner_id", "key"),
  CONSTRAINT "idempotency_keys_one_owner" CHECK (num_nonnulls("token_id", "session_id") = 1)
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" ("expires_at");
--> statement-breakpoint
CREATE INDEX "idempotency_keys_token_idx" ON "idempotency_keys" ("token_id");
--> statement-breakpoint
CREATE INDEX "idempotency_keys_session_idx" ON "idempotency_keys" ("session_id");
--> statement-breakpoint
-- docs/performance.md §5: rate-limit counts are written at every request an API token makes.
-- Unlogged, such a write waits for no WAL flush at commit; a crash of PostgreSQL empties the table,
-- which starts every window anew (a minute's counts at most are forgotten).
ALTER TABLE "rate_limits" SET UNLOGGED;
