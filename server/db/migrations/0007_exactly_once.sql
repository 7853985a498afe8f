DROP INDEX "comments_account_sent_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_leased_idx" ON "comments" USING btree ("account_id","lease_until") WHERE "comments"."status" in ('posting', 'verifying');--> statement-breakpoint
CREATE UNIQUE INDEX "comments_platform_comment_key" ON "comments" USING btree ("platform_comment_id") WHERE "comments"."platform_comment_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_account_sent_idx" ON "comments" USING btree ("account_id","attempt_started_at") WHERE "comments"."status" in ('posting', 'verifying', 'posted', 'unconfirmed');--> statement-breakpoint
-- Sends of the previous engine still in flight, and comments it meant to look for before sending
-- again, are looked for on the platform first.
UPDATE "comments" SET "status" = 'verifying', "lease_until" = now(), "checks" = 0
 WHERE "status" = 'posting' OR ("status" = 'pending' AND "verify_before_send");--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "verify_before_send";