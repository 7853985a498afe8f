ALTER TABLE "comments" DROP CONSTRAINT "comments_batch_id_batches_id_fk";
--> statement-breakpoint
DROP INDEX "comments_user_created_idx";--> statement-breakpoint
DROP INDEX "comments_account_posted_idx";--> statement-breakpoint
CREATE INDEX "comments_user_recent_idx" ON "comments" USING btree ("user_id","updated_at","position");--> statement-breakpoint
CREATE INDEX "comments_account_sent_idx" ON "comments" USING btree ("account_id","posted_at") WHERE "comments"."status" in ('posting', 'posted');