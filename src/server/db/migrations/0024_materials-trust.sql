ALTER TABLE "materials" ADD COLUMN "natural_type" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "merged_from" jsonb DEFAULT '[]'::jsonb NOT NULL;