ALTER TABLE "batches" ADD COLUMN "ready_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "readiness" jsonb;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "ready_waiting" boolean DEFAULT false NOT NULL;