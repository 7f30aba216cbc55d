ALTER TABLE "materials" ADD COLUMN "natural_type" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "merged_from" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "typical_composition" jsonb DEFAULT '[]'::jsonb NOT NULL;