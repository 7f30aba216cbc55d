CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"formula_id" uuid NOT NULL,
	"formula_version" integer NOT NULL,
	"formula_name" text NOT NULL,
	"prefix" text NOT NULL,
	"sequence" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"target_grams" double precision NOT NULL,
	"weighing_order" text DEFAULT 'as-written' NOT NULL,
	"lines" jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"claimed_by_device" text,
	"claimed_by_user_id" text,
	"claimed_at" timestamp with time zone,
	"record" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('in-progress', 'paused', 'completed', 'cancelled')),
	CONSTRAINT "batches_target_check" CHECK ("batches"."target_grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_workspace_code_idx" ON "batches" USING btree ("workspace_id","code");--> statement-breakpoint
CREATE INDEX "batches_workspace_formula_idx" ON "batches" USING btree ("workspace_id","formula_id","started_at");