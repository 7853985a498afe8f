CREATE TABLE "check_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key_sealed" text NOT NULL,
	"status" text DEFAULT 'unchecked' NOT NULL,
	"problem" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_looks" (
	"comment_id" uuid NOT NULL,
	"look" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"visibility" text NOT NULL,
	"like_count" integer,
	"reply_count" integer,
	CONSTRAINT "comment_looks_comment_id_look_pk" PRIMARY KEY("comment_id","look")
);
--> statement-breakpoint
CREATE TABLE "visibility_usage" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "visibility_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "granted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "grant_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "grant_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "health_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "testing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "visibility" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "visibility_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "visibility_looks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "visibility_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "visibility_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "seen_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "like_count" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_count" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "second_look_visibility" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "second_look_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replies_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "pause_hidden_channels" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "check_keys" ADD CONSTRAINT "check_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_looks" ADD CONSTRAINT "comment_looks_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_usage" ADD CONSTRAINT "visibility_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_visibility_due_idx" ON "comments" USING btree ("user_id","visibility_next_at","id") WHERE "comments"."visibility_next_at" is not null;--> statement-breakpoint
CREATE INDEX "comments_visibility_new_idx" ON "comments" USING btree ("posted_at") WHERE "comments"."status" = 'posted' and "comments"."visibility" is null;--> statement-breakpoint
CREATE INDEX "comments_account_checked_idx" ON "comments" USING btree ("account_id","visibility_checked_at") WHERE "comments"."visibility_checked_at" is not null;--> statement-breakpoint
CREATE INDEX "comments_second_look_idx" ON "comments" USING btree ("account_id","second_look_at") WHERE "comments"."second_look_at" is not null;--> statement-breakpoint
-- Paused before this column: by failures in a row, the only reason there was.
UPDATE "accounts" SET "paused_reason" = 'failures' WHERE "posting_paused";
