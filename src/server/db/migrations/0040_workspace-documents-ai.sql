ALTER TABLE "ai_conversations" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_conversations_workspace_user_idx" ON "ai_conversations" USING btree ("workspace_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_usage_workspace_created_idx" ON "ai_usage" USING btree ("workspace_id","created_at");--> statement-breakpoint
-- hand-written
-- Issue 30 (the rows still per user). NOTE for regeneration: drizzle-kit writes `ADD COLUMN "workspace_id" uuid NOT
-- NULL` above for ai_conversations and ai_usage, which fails on a table with rows; drop the NOT NULL there
-- (sed 's/ADD COLUMN "workspace_id" uuid NOT NULL;/ADD COLUMN "workspace_id" uuid;/') and keep this tail, which
-- backfills every row and then sets NOT NULL.
-- An account without a personal workspace (none should be left since 0024 and sign-up) gets one, as its owner.
INSERT INTO "workspaces" ("name", "is_personal", "created_by", "created_at")
SELECT coalesce(nullif(btrim(u."name"), ''), split_part(u."email", '@', 1)), true, u."id", u."created_at" FROM "users" AS u
WHERE NOT EXISTS (SELECT 1 FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = u."id");--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT w."id", w."created_by", 'owner', w."created_at" FROM "workspaces" AS w
WHERE w."is_personal" AND w."created_by" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "workspace_members" AS m WHERE m."workspace_id" = w."id" AND m."user_id" = w."created_by");--> statement-breakpoint
-- Conversations and AI usage so far were made in their user's personal workspace.
UPDATE "ai_conversations" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id" AND t."workspace_id" IS NULL;--> statement-breakpoint
UPDATE "ai_usage" AS t SET "workspace_id" = w."id" FROM "workspaces" AS w WHERE w."is_personal" AND w."created_by" = t."user_id" AND t."workspace_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ai_conversations" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
-- The certificate issuer becomes the workspace's: each workspace without one takes its creator's Settings → Company
-- (a personal workspace its own user's). The users' settings keep their copy: nothing is lost.
UPDATE "workspaces" AS w SET "company_details" = jsonb_build_object(
  'certificateCompany', coalesce(btrim(s."preferences"->>'certificateCompany'), ''),
  'certificateCompanyAddress', coalesce(btrim(s."preferences"->>'certificateCompanyAddress'), ''),
  'certificateSignatory', coalesce(btrim(s."preferences"->>'certificateSignatory'), ''),
  'certificateSignatoryRole', coalesce(btrim(s."preferences"->>'certificateSignatoryRole'), '')
)
FROM "user_settings" AS s
WHERE s."user_id" = w."created_by" AND w."company_details" IS NULL
  AND (coalesce(btrim(s."preferences"->>'certificateCompany'), '') <> ''
    OR coalesce(btrim(s."preferences"->>'certificateCompanyAddress'), '') <> ''
    OR coalesce(btrim(s."preferences"->>'certificateSignatory'), '') <> ''
    OR coalesce(btrim(s."preferences"->>'certificateSignatoryRole'), '') <> '');
