CREATE TABLE "kept_rule_findings" (
	"user_id" text NOT NULL,
	"formula_id" uuid NOT NULL,
	"engine_key" text NOT NULL,
	"findings_key" text NOT NULL,
	"outcome" jsonb NOT NULL,
	CONSTRAINT "kept_rule_findings_user_id_formula_id_pk" PRIMARY KEY("user_id","formula_id")
);
--> statement-breakpoint
ALTER TABLE "kept_rule_findings" ADD CONSTRAINT "kept_rule_findings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_rule_findings" ADD CONSTRAINT "kept_rule_findings_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_rule_findings_formula_idx" ON "kept_rule_findings" USING btree ("formula_id");