ALTER TABLE "comments" ADD COLUMN "channel_title" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "channel_avatar" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "error_reason" text;--> statement-breakpoint
-- Comments of channels still connected get their channel's name and picture now.
UPDATE "comments" c SET "channel_title" = a."channel_title", "channel_avatar" = a."avatar"
  FROM "accounts" a WHERE a."id" = c."account_id";
