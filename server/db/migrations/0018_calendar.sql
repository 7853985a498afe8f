CREATE TABLE "calendar_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"unplanned" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planned_runs" (
	"user_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"every_ms" integer NOT NULL,
	"count" integer NOT NULL,
	"first_index" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_plans" ADD CONSTRAINT "calendar_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_runs" ADD CONSTRAINT "planned_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_runs_user_starts_idx" ON "planned_runs" USING btree ("user_id","starts_at");