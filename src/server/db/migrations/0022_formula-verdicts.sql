CREATE TABLE "formula_verdict_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formula_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"previous_data_version" text NOT NULL,
	"data_version" text NOT NULL,
	"data_label" text NOT NULL,
	"diff" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "formula_verdicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formula_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"data_version" text NOT NULL,
	"formula_revision" integer NOT NULL,
	"verdict" text NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formula_verdict_changes" ADD CONSTRAINT "formula_verdict_changes_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_verdict_changes" ADD CONSTRAINT "formula_verdict_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_verdicts" ADD CONSTRAINT "formula_verdicts_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_verdicts" ADD CONSTRAINT "formula_verdicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formula_verdict_changes_formula_version_idx" ON "formula_verdict_changes" USING btree ("formula_id","data_version");--> statement-breakpoint
CREATE INDEX "formula_verdict_changes_user_idx" ON "formula_verdict_changes" USING btree ("user_id","acknowledged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "formula_verdicts_formula_version_idx" ON "formula_verdicts" USING btree ("formula_id","data_version");--> statement-breakpoint
CREATE INDEX "formula_verdicts_user_idx" ON "formula_verdicts" USING btree ("user_id");