-- docs/performance.md §5: the claim of the next comment walked every active channel (and looked
-- into each one's queue), 0.65 s a claim with 100,000 connected channels. Now a channel with
-- comments waiting to post is marked `queued`, and the claim walks only those, the one that has
-- waited longest since its last send first (`last_send_at`): a new user's first comment goes
-- out at the next free slot, however long another user's batch is.
ALTER TABLE "accounts" ADD COLUMN "queued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_send_at" timestamptz;--> statement-breakpoint
UPDATE "accounts" a SET
  "queued" = EXISTS (SELECT 1 FROM "comments" c
                      WHERE c."account_id" = a."id" AND c."status" = 'pending'
                        AND c."batch_id" IS NOT NULL),
  "last_send_at" = (SELECT max(c."attempt_started_at") FROM "comments" c
                     WHERE c."account_id" = a."id"
                       AND c."status" IN ('posting', 'verifying', 'posted', 'unconfirmed'));--> statement-breakpoint
CREATE INDEX "accounts_queue_idx" ON "accounts" USING btree ("last_send_at" NULLS FIRST, "id")
  WHERE "queued";--> statement-breakpoint
-- The mark follows the comments, whatever statement moves them: set when a channel gains a
-- comment waiting to post, cleared when it has none left. Its channels are locked first, in id
-- order, and only then looked at (a function's next statement sees what committed meanwhile): a
-- transaction that adds a channel's comments while another takes its last one away either waits
-- for it or is waited for, and the mark ends up true. Statement triggers: one pass per statement,
-- whether it moved one comment (the worker) or 100,000 (a batch written or cancelled).
CREATE FUNCTION "channel_queue_settle"(gained uuid[], lost uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(gained) = 0 AND cardinality(lost) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "accounts" WHERE "id" = ANY (gained || lost) ORDER BY "id" FOR UPDATE;
  UPDATE "accounts" SET "queued" = true WHERE "id" = ANY (gained) AND NOT "queued";
  UPDATE "accounts" a SET "queued" = false
   WHERE a."id" = ANY (lost) AND a."queued"
     AND NOT EXISTS (SELECT 1 FROM "comments" c
                      WHERE c."account_id" = a."id" AND c."status" = 'pending'
                        AND c."batch_id" IS NOT NULL);
END $$;
--> statement-breakpoint
CREATE FUNCTION "channel_queue_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "channel_queue_settle"(
    ARRAY(SELECT DISTINCT account_id FROM new_rows
           WHERE status = 'pending' AND batch_id IS NOT NULL AND account_id IS NOT NULL),
    '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "channel_queue_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_waiting uuid[] := ARRAY(SELECT DISTINCT account_id FROM new_rows
                               WHERE status = 'pending' AND batch_id IS NOT NULL
                                 AND account_id IS NOT NULL);
  was_waiting uuid[] := ARRAY(SELECT DISTINCT account_id FROM old_rows
                               WHERE status = 'pending' AND batch_id IS NOT NULL
                                 AND account_id IS NOT NULL);
BEGIN
  -- A deferred or rescheduled comment stays where it was: nothing to lock.
  PERFORM "channel_queue_settle"(
    ARRAY(SELECT unnest(now_waiting) EXCEPT SELECT unnest(was_waiting)),
    ARRAY(SELECT unnest(was_waiting) EXCEPT SELECT unnest(now_waiting)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "channel_queue_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "channel_queue_settle"(
    '{}',
    ARRAY(SELECT DISTINCT account_id FROM old_rows
           WHERE status = 'pending' AND batch_id IS NOT NULL AND account_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channel_queue_on_insert" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "channel_queue_on_insert"();--> statement-breakpoint
CREATE TRIGGER "channel_queue_on_update" AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "channel_queue_on_update"();--> statement-breakpoint
CREATE TRIGGER "channel_queue_on_delete" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "channel_queue_on_delete"();
