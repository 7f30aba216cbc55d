CREATE TABLE "formula_ufis" (
	"formula_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"vat_number" text NOT NULL,
	"formulation_number" integer NOT NULL,
	"ufi" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sds_templates" (
	"workspace_id" uuid NOT NULL,
	"product_form" text NOT NULL,
	"subsection" text NOT NULL,
	"lines" text[] NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sds_templates_workspace_id_product_form_subsection_pk" PRIMARY KEY("workspace_id","product_form","subsection")
);
--> statement-breakpoint
ALTER TABLE "formula_ufis" ADD CONSTRAINT "formula_ufis_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_ufis" ADD CONSTRAINT "formula_ufis_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_ufis" ADD CONSTRAINT "formula_ufis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sds_templates" ADD CONSTRAINT "sds_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sds_templates" ADD CONSTRAINT "sds_templates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formula_ufis_workspace_number_idx" ON "formula_ufis" USING btree ("workspace_id","vat_number","formulation_number");--> statement-breakpoint
-- hand-written
ALTER TABLE "formula_ufis" ADD CONSTRAINT "formula_ufis_formulation_number_range" CHECK ("formulation_number" BETWEEN 0 AND 268435455);
