CREATE TABLE "beta_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text NOT NULL,
	"feedback_type" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text,
	"sentiment" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"expected_behavior" text,
	"actual_behavior" text,
	"steps_to_reproduce" text,
	"page_url" text,
	"page_context" jsonb,
	"browser" text,
	"device_type" text,
	"viewport_size" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beta_feedback" ADD CONSTRAINT "beta_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beta_feedback_user_id_idx" ON "beta_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beta_feedback_created_at_idx" ON "beta_feedback" USING btree ("created_at");