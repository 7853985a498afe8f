ALTER TABLE "batches" DROP CONSTRAINT "batches_status_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "window_slots" jsonb;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "windows_time_zone" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "window_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "start_time_zone" text;--> statement-breakpoint
CREATE INDEX "batches_scheduled_idx" ON "batches" USING btree ("start_at") WHERE "batches"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('scheduled', 'queued', 'running', 'paused', 'done', 'cancelled'));