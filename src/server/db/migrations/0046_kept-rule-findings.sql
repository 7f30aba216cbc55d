CREATE TABLE "kept_rule_findings" (
	"formula_id" uuid NOT NULL,
	"markets" text NOT NULL,
	"row_version" text NOT NULL,
	"scopes" text NOT NULL,
	"engine_key" text NOT NULL,
	"outcome" jsonb NOT NULL,
	CONSTRAINT "kept_rule_findings_formula_id_markets_pk" PRIMARY KEY("formula_id","markets")
);
--> statement-breakpoint
ALTER TABLE "kept_rule_findings" ADD CONSTRAINT "kept_rule_findings_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;