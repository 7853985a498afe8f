CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Users made by "Sign in with Google" (no password) proved their email to Google then.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "password_hash" IS NULL;
