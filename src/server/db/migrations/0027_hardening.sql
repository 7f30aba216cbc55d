ALTER TABLE "ai_usage" ADD COLUMN "settled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
-- hand-written
-- Sessions no longer keep the client address, and rate-limit keys are hashes: what was kept before goes.
UPDATE "sessions" SET "ip_address" = NULL WHERE "ip_address" IS NOT NULL;--> statement-breakpoint
DELETE FROM "rate_limits";
