CREATE TABLE "formula_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"formula_id" uuid NOT NULL,
	"formula_version" integer NOT NULL,
	"batch_grams" double precision NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_shortfalls" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formula_batches" ADD CONSTRAINT "formula_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_batches" ADD CONSTRAINT "formula_batches_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formula_batches_user_formula_idx" ON "formula_batches" USING btree ("user_id","formula_id","made_at");