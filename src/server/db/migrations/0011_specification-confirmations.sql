CREATE TABLE "formula_specification_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formula_id" uuid NOT NULL,
	"standard_key" text NOT NULL,
	"user_id" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formula_specification_confirmations" ADD CONSTRAINT "formula_specification_confirmations_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_specification_confirmations" ADD CONSTRAINT "formula_specification_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formula_specification_confirmations_formula_standard_idx" ON "formula_specification_confirmations" USING btree ("formula_id","standard_key");--> statement-breakpoint
CREATE INDEX "formula_specification_confirmations_user_idx" ON "formula_specification_confirmations" USING btree ("user_id");