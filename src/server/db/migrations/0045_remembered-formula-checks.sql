CREATE TABLE "remembered_formula_checks" (
	"engine_key" text NOT NULL,
	"check_key" text NOT NULL,
	"formula_id" uuid NOT NULL,
	"checked_on" date NOT NULL,
	"dependencies" jsonb NOT NULL,
	"dependency_digest" text NOT NULL,
	"scopes" text,
	"check" jsonb NOT NULL,
	CONSTRAINT "remembered_formula_checks_engine_key_check_key_pk" PRIMARY KEY("engine_key","check_key")
);
--> statement-breakpoint
ALTER TABLE "remembered_formula_checks" ADD CONSTRAINT "remembered_formula_checks_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remembered_formula_checks_formula_idx" ON "remembered_formula_checks" USING btree ("formula_id");