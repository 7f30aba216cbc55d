ALTER TABLE "formula_versions" ADD COLUMN "autosaved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "formulas" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;