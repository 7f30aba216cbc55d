ALTER TABLE "ai_usage" ADD COLUMN "settled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;