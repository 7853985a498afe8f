-- docs/posting-engine.md §10: why a comment failed, waits or stayed unconfirmed is a key of the
-- catalogue (`error_reason`) with what fills its placeholders (`error_params`), so that every
-- reader has it in their own language; `error_message` keeps only what Google said, in its own
-- words. The engine wrote English sentences there ("Gave up after 5 attempts: ..."), which a
-- report in Chinese showed beside the translated reason: each older sentence is read back here
-- into its reason and parameters, keeping Google's words where it held some. Nothing else of
-- the rows changes (their updated_at is when they stopped). Each statement can run again.
ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "error_params" jsonb;--> statement-breakpoint
UPDATE "comments"
   SET "error_reason" = 'tooManyAttempts',
       "error_params" = jsonb_build_object('count', (regexp_match("error_message", '^Gave up after (\d+) attempts: '))[1]::int),
       "error_message" = nullif(substring("error_message" from '^Gave up after \d+ attempts: (.*)$'),
                                'no answer came, and YouTube has no such comment.')
 WHERE "error_message" ~ '^Gave up after \d+ attempts: ';--> statement-breakpoint
UPDATE "comments"
   SET "error_reason" = 'lookupPending',
       "error_message" = substring("error_message" from '^Checking whether it was posted: (.*)$')
 WHERE "error_message" ~ '^Checking whether it was posted: ';--> statement-breakpoint
UPDATE "comments"
   SET "error_reason" = 'lookupRefused',
       "error_message" = substring("error_message" from '^YouTube refused to list the video''s comments, so it could not be checked: (.*)$')
 WHERE "error_message" ~ '^YouTube refused to list the video''s comments, so it could not be checked: ';--> statement-breakpoint
UPDATE "comments"
   SET "error_reason" = 'lookupFailed',
       "error_params" = jsonb_build_object('count', (regexp_match("error_message", '^YouTube could not be read (\d+) times'))[1]::int),
       "error_message" = substring("error_message" from '^YouTube could not be read \d+ times, so it could not be checked: (.*)$')
 WHERE "error_message" ~ '^YouTube could not be read \d+ times, so it could not be checked: ';--> statement-breakpoint
-- The sentences that were the engine's alone: the reason says it all.
UPDATE "comments"
   SET "error_reason" = CASE
         WHEN "error_message" ~ '^More than [\d,]+ comments were made on the video after the send' THEN 'lookupTooBusy'
         WHEN "error_message" LIKE 'The channel was disconnected while it was unclear%' THEN 'lookupChannelGone'
         WHEN "error_message" LIKE 'The answer to the send was lost%' THEN 'answerLost'
         WHEN "error_message" LIKE 'The channel was disconnected (its credential was deleted)%' THEN 'credentialDeleted'
         WHEN "error_message" LIKE 'The channel was disconnected before this comment was posted%' THEN 'channelDisconnected'
         WHEN "error_message" LIKE 'The credential this channel was connected through%' THEN 'credentialMissing'
         WHEN "error_message" LIKE 'Left out before the start%' AND "error_reason" = 'videoNotFound' THEN 'leftOutVideoNotFound'
         WHEN "error_message" LIKE 'Left out before the start%' THEN 'leftOutCommentsDisabled'
         ELSE "error_reason" END,
       "error_message" = NULL
 WHERE "error_message" = ''
    OR "error_message" = 'waiting for the quota to reset.'
    OR "error_message" ~ '^More than [\d,]+ comments were made on the video after the send'
    OR "error_message" LIKE 'The channel was disconnected %'
    OR "error_message" LIKE 'The answer to the send was lost%'
    OR "error_message" LIKE 'The credential this channel was connected through%'
    OR "error_message" LIKE 'Left out before the start%';--> statement-breakpoint
-- The counts the reasons say, for rows that never wrote them: the row keeps them.
UPDATE "comments"
   SET "error_params" = CASE "error_reason"
         WHEN 'tooManyAttempts' THEN jsonb_build_object('count', greatest("attempts", 1))
         WHEN 'lookupFailed' THEN jsonb_build_object('count', greatest("checks", 1))
         ELSE jsonb_build_object('count', 1000) END
 WHERE "error_params" IS NULL
   AND "error_reason" IN ('tooManyAttempts', 'lookupFailed', 'lookupTooBusy');
