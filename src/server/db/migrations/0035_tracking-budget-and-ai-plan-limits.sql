CREATE TABLE "ai_plan_cost_limits" (
	"tier" text PRIMARY KEY NOT NULL,
	"limit_per_month" double precision NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_anonymous_days" (
	"day" date PRIMARY KEY NOT NULL,
	"records_offered" integer DEFAULT 0 NOT NULL,
	"events_over_budget" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_plan_cost_limits" ADD CONSTRAINT "ai_plan_cost_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written
ALTER TABLE "ai_plan_cost_limits" ADD CONSTRAINT "ai_plan_cost_limits_range" CHECK ("limit_per_month" >= 0 AND "limit_per_month" <= 100000 AND "tier" IN ('basic', 'premium', 'enterprise'));
