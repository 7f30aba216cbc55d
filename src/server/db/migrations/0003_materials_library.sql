CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset" text NOT NULL,
	"version" text NOT NULL,
	"licence" text NOT NULL,
	"file_sha256" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_added" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_removed" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"message" text,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "material_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"source_key" text NOT NULL,
	"cas" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"merge_key" text,
	"cas" text,
	"cas_valid" boolean DEFAULT false NOT NULL,
	"other_cas" text[] DEFAULT '{}'::text[] NOT NULL,
	"cid" integer,
	"name" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"is_natural" boolean DEFAULT false NOT NULL,
	"ncs_category" text,
	"odour_descriptors" text[] DEFAULT '{}'::text[] NOT NULL,
	"odour_family" text,
	"odour_strength" text,
	"substantivity_hours" double precision,
	"note_position" text,
	"smiles" text,
	"iupac_name" text,
	"inci_name" text,
	"formula" text,
	"molecular_weight" double precision,
	"odour_profiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"datasets" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_count" smallint DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"composition" jsonb,
	"dilution_percent" double precision,
	"solvent_material_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eu_annex_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"annex" text NOT NULL,
	"ref_no" text NOT NULL,
	"substance_name" text NOT NULL,
	"cas" text,
	"cas_valid" boolean NOT NULL,
	"ec" text,
	"identifier_names" text[] NOT NULL,
	"product_types" text,
	"functions" text,
	"maximum_threshold" text,
	"minimum_threshold" text,
	"restrictions" text,
	"expressed_as" text,
	"warning_label" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "eu_labelling_allergens" (
	"id" text PRIMARY KEY NOT NULL,
	"annex_iii_ref" text NOT NULL,
	"cas" text,
	"ec" text,
	"names" text[] NOT NULL,
	"label_name" text,
	"leave_on_threshold_pct" double precision,
	"rinse_off_threshold_pct" double precision,
	"is_original_26" boolean NOT NULL,
	"is_added_by_2023_1545" boolean NOT NULL,
	"product_types" text,
	"max_concentration" text,
	"other_restrictions" text,
	"notes" text,
	"evidence" text
);
--> statement-breakpoint
CREATE TABLE "ifra_natural_contributions" (
	"id" text PRIMARY KEY NOT NULL,
	"amendment" text NOT NULL,
	"iso_category" text,
	"rifm_id" text,
	"principal_cas" text[] NOT NULL,
	"other_cas" text[] NOT NULL,
	"natural_name" text NOT NULL,
	"botanical_name" text,
	"constituent_cas" text,
	"constituent_name" text NOT NULL,
	"concentration_pct" double precision,
	"standard_key" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "ifra_schiff_bases" (
	"id" text PRIMARY KEY NOT NULL,
	"aldehyde" text NOT NULL,
	"aldehyde_cas" text[] NOT NULL,
	"schiff_base" text NOT NULL,
	"schiff_base_cas" text[] NOT NULL,
	"aldehyde_level_pct" double precision,
	"standard_key" text
);
--> statement-breakpoint
CREATE TABLE "ifra_standard_cas" (
	"id" text PRIMARY KEY NOT NULL,
	"standard_key" text NOT NULL,
	"cas" text NOT NULL,
	"cas_valid" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ifra_standard_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"standard_key" text NOT NULL,
	"category" text NOT NULL,
	"limit_kind" text NOT NULL,
	"max_percent" double precision
);
--> statement-breakpoint
CREATE TABLE "ifra_standards" (
	"id" text PRIMARY KEY NOT NULL,
	"amendment" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_prohibition" boolean NOT NULL,
	"is_restriction" boolean NOT NULL,
	"is_specification" boolean NOT NULL,
	"risk_property" text,
	"limit_expressed_as" text,
	"cas_numbers" text[] NOT NULL,
	"synonyms" text[] NOT NULL,
	"contributions_from_other_sources" text,
	"year_last_publication" text,
	"deadline_existing_creations" text,
	"deadline_new_creations" text,
	"notes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_dataset_idx" ON "import_runs" USING btree ("dataset","started_at");--> statement-breakpoint
CREATE INDEX "material_sources_dataset_idx" ON "material_sources" USING btree ("dataset");--> statement-breakpoint
CREATE INDEX "material_sources_cas_idx" ON "material_sources" USING btree ("cas");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_merge_key_idx" ON "materials" USING btree ("merge_key");--> statement-breakpoint
CREATE INDEX "materials_cas_idx" ON "materials" USING btree ("cas" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "materials_other_cas_idx" ON "materials" USING gin ("other_cas");--> statement-breakpoint
CREATE INDEX "materials_name_lower_idx" ON "materials" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "materials_name_trgm_idx" ON "materials" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_search_text_trgm_idx" ON "materials" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_user_id_idx" ON "materials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "materials_odour_family_idx" ON "materials" USING btree ("odour_family");--> statement-breakpoint
CREATE INDEX "eu_annex_entries_cas_idx" ON "eu_annex_entries" USING btree ("cas");--> statement-breakpoint
CREATE INDEX "eu_labelling_allergens_cas_idx" ON "eu_labelling_allergens" USING btree ("cas");--> statement-breakpoint
CREATE INDEX "ifra_natural_contributions_constituent_idx" ON "ifra_natural_contributions" USING btree ("constituent_cas");--> statement-breakpoint
CREATE INDEX "ifra_standard_cas_cas_idx" ON "ifra_standard_cas" USING btree ("cas");--> statement-breakpoint
CREATE INDEX "ifra_standard_cas_standard_idx" ON "ifra_standard_cas" USING btree ("standard_key");--> statement-breakpoint
CREATE INDEX "ifra_standard_limits_standard_idx" ON "ifra_standard_limits" USING btree ("standard_key");