DROP INDEX "inventory_thresholds_user_material_idx";--> statement-breakpoint
DROP INDEX "inventory_thresholds_workspace_material_idx";--> statement-breakpoint
CREATE INDEX "inventory_thresholds_user_material_idx" ON "inventory_thresholds" USING btree ("user_id","material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_thresholds_workspace_material_idx" ON "inventory_thresholds" USING btree ("workspace_id","material_id");