CREATE TABLE "material_clp_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"lot_id" uuid,
	"classification" text[] NOT NULL,
	"specific_limits" text[] NOT NULL,
	"m_factor_acute" integer,
	"m_factor_chronic" integer,
	"ate_oral" double precision,
	"ate_dermal" double precision,
	"ate_inhalation" double precision,
	"source" text NOT NULL,
	"sds_supplier" text,
	"sds_date" date,
	"sds_revision" text,
	"assessed_by" text,
	"assessed_on" date,
	"notes" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_clp_classifications" ADD CONSTRAINT "material_clp_classifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_clp_classifications" ADD CONSTRAINT "material_clp_classifications_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_clp_classifications" ADD CONSTRAINT "material_clp_classifications_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_clp_classifications" ADD CONSTRAINT "material_clp_classifications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_clp_classifications_material_idx" ON "material_clp_classifications" USING btree ("workspace_id","material_id") WHERE "material_clp_classifications"."lot_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "material_clp_classifications_lot_idx" ON "material_clp_classifications" USING btree ("lot_id") WHERE "material_clp_classifications"."lot_id" is not null;--> statement-breakpoint
-- hand-written
ALTER TABLE "material_clp_classifications" ADD CONSTRAINT "material_clp_classifications_source_check" CHECK ("source" IN ('supplierSds', 'ownAssessment'));
