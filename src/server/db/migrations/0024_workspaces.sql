CREATE TABLE "formula_members" (
	"formula_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formula_members_formula_id_user_id_pk" PRIMARY KEY("formula_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "active_workspaces" (
	"user_id" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_personal" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"company_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "material_prices" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_thresholds" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "analysis_reports" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "formula_versions" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "formulas" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "formulas" ADD COLUMN "is_confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "formula_batches" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "certificate_links" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "formula_shares" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "formula_members" ADD CONSTRAINT "formula_members_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_members" ADD CONSTRAINT "formula_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_workspaces" ADD CONSTRAINT "active_workspaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_workspaces" ADD CONSTRAINT "active_workspaces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formula_members_user_idx" ON "formula_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_creator_idx" ON "workspaces" USING btree ("created_by") WHERE "workspaces"."is_personal";--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_thresholds" ADD CONSTRAINT "inventory_thresholds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_reports" ADD CONSTRAINT "analysis_reports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_versions" ADD CONSTRAINT "formula_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulas" ADD CONSTRAINT "formulas_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_batches" ADD CONSTRAINT "formula_batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_links" ADD CONSTRAINT "certificate_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_shares" ADD CONSTRAINT "formula_shares_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materials_workspace_id_idx" ON "materials" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "shopping_list_items_workspace_idx" ON "shopping_list_items" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "material_prices_workspace_material_idx" ON "material_prices" USING btree ("workspace_id","material_id");--> statement-breakpoint
CREATE INDEX "inventory_lots_workspace_material_idx" ON "inventory_lots" USING btree ("workspace_id","material_id");--> statement-breakpoint
CREATE INDEX "inventory_thresholds_workspace_material_idx" ON "inventory_thresholds" USING btree ("workspace_id","material_id");--> statement-breakpoint
CREATE INDEX "analysis_reports_workspace_idx" ON "analysis_reports" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "formula_versions_workspace_idx" ON "formula_versions" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "formulas_workspace_created_idx" ON "formulas" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "formula_batches_workspace_formula_idx" ON "formula_batches" USING btree ("workspace_id","formula_id","made_at");--> statement-breakpoint
CREATE INDEX "certificate_links_workspace_idx" ON "certificate_links" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "formula_shares_workspace_idx" ON "formula_shares" USING btree ("workspace_id");--> statement-breakpoint
-- hand-written
-- Ownership moves from the user to the workspace (issue 30, ADR 032). NOTE for regeneration: drizzle-kit writes
-- `ADD COLUMN "workspace_id" uuid NOT NULL` above, which fails on a table with rows; drop the NOT NULL there
-- (sed 's/ADD COLUMN "workspace_id" uuid NOT NULL;/ADD COLUMN "workspace_id" uuid;/') and keep this tail, which
-- backfills every row and then sets NOT NULL.
-- Every existing user gets a personal workspace, as its owner.
INSERT INTO "workspaces" ("name", "is_personal", "created_by", "created_at")
SELECT coalesce(nullif(btrim("name"), ''), split_part("email", '@', 1)), true, "id", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT "id", "created_by", 'owner', "created_at" FROM "workspaces" WHERE "is_personal";--> statement-breakpoint
-- Rows of a user move into that user's personal workspace.
UPDATE "formulas" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id";--> statement-breakpoint
UPDATE "materials" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id";--> statement-breakpoint
UPDATE "material_prices" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id";--> statement-breakpoint
UPDATE "inventory_lots" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id";--> statement-breakpoint
UPDATE "inventory_thresholds" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id";--> statement-breakpoint
UPDATE "shopping_list_items" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id";--> statement-breakpoint
-- A formula's versions, batches, reports, shares and certificate links follow the formula.
UPDATE "formula_versions" AS t SET "workspace_id" = f."workspace_id" FROM "formulas" AS f WHERE f."id" = t."formula_id";--> statement-breakpoint
UPDATE "formula_batches" AS t SET "workspace_id" = f."workspace_id" FROM "formulas" AS f WHERE f."id" = t."formula_id";--> statement-breakpoint
UPDATE "analysis_reports" AS t SET "workspace_id" = f."workspace_id" FROM "formulas" AS f WHERE f."id" = t."formula_id";--> statement-breakpoint
UPDATE "formula_shares" AS t SET "workspace_id" = f."workspace_id" FROM "formulas" AS f WHERE f."id" = t."formula_id";--> statement-breakpoint
UPDATE "certificate_links" AS t SET "workspace_id" = f."workspace_id" FROM "formulas" AS f WHERE f."id" = t."formula_id";--> statement-breakpoint
ALTER TABLE "formulas" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "formula_versions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "formula_batches" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_reports" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "formula_shares" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_links" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lots" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_thresholds" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
-- Own materials and own prices have a workspace; reference materials and scraped prices have neither owner.
ALTER TABLE "materials" ADD CONSTRAINT "materials_workspace_with_user_check" CHECK (("user_id" IS NULL) = ("workspace_id" IS NULL));--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_workspace_with_user_check" CHECK (("user_id" IS NULL) = ("workspace_id" IS NULL));--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_role_check" CHECK ("role" IN ('owner', 'admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'));--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_role_check" CHECK ("role" IN ('owner', 'admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'));
