-- docs/architecture.md §10: a batch an editor confirms in a workspace that asks for approval waits
-- for an owner's or an admin's decision. It keeps what the editor confirmed (the launch as sent,
-- and the confirmation they saw) so the approver sees the same and what changed since; who
-- decided, when, and a rejection's reason.
ALTER TABLE "batches" DROP CONSTRAINT "batches_status_check";--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('awaitingApproval', 'scheduled', 'queued', 'running', 'paused', 'done', 'cancelled', 'rejected'));--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "launch" jsonb;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "confirmation" jsonb;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
-- The approval queue: a workspace's waiting batches, oldest first.
CREATE INDEX "batches_awaiting_idx" ON "batches" ("workspace_id", "created_at") WHERE "status" = 'awaitingApproval';
