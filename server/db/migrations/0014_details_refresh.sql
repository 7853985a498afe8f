CREATE TABLE "details_refresh_usage" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "details_refresh_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "details_refreshed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "unavailable_since" timestamp with time zone;--> statement-breakpoint
-- Saved before this column: their details were read when they were saved.
UPDATE "videos" SET "details_refreshed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "details_refresh_usage" ADD CONSTRAINT "details_refresh_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_user_refreshed_idx" ON "videos" USING btree ("user_id","details_refreshed_at");