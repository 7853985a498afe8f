-- docs/notifications.md §5: deliveries are taken webhook by webhook, each holding at most a few
-- attempts at once, so that an endpoint that never answers delays only its own deliveries. An
-- attempt is under way while its lease runs: `leased_until`, written when it is taken and cleared
-- when its answer is recorded (a sender that died leaves it to run out). The partial index holds
-- only the attempts under way and those a dead sender left; the other finds a webhook's next due.
ALTER TABLE "webhook_deliveries" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_leased_idx" ON "webhook_deliveries" USING btree ("webhook_id")
  WHERE "leased_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_due_idx" ON "webhook_deliveries" USING btree ("webhook_id", "next_attempt_at")
  WHERE "status" = 'pending';
