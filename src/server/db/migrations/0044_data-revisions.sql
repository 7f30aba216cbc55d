CREATE TABLE "data_revisions" (
	"scope" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written
-- ADR 057: every statement that inserts, updates or deletes materials or inventory lots raises the revision of each
-- scope it touched (a row's workspace, or 'reference' for a material of none), in the same transaction, whoever runs
-- it. Statement-level with transition tables: an import's batch of 1,000 rows raises 'reference' once. The scopes are
-- raised in order, so two statements raising the same two scopes wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION raise_data_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO data_revisions AS d (scope, revision)
      SELECT DISTINCT coalesce(workspace_id::text, 'reference'), 1 FROM changed_new ORDER BY 1
      ON CONFLICT (scope) DO UPDATE SET revision = d.revision + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO data_revisions AS d (scope, revision)
      SELECT DISTINCT coalesce(workspace_id::text, 'reference'), 1 FROM changed_old ORDER BY 1
      ON CONFLICT (scope) DO UPDATE SET revision = d.revision + 1;
  ELSE
    INSERT INTO data_revisions AS d (scope, revision)
      SELECT scope, 1 FROM (
        SELECT coalesce(workspace_id::text, 'reference') AS scope FROM changed_new
        UNION SELECT coalesce(workspace_id::text, 'reference') FROM changed_old
      ) AS touched ORDER BY 1
      ON CONFLICT (scope) DO UPDATE SET revision = d.revision + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER materials_data_revisions_insert AFTER INSERT ON materials
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_data_revisions();--> statement-breakpoint
CREATE TRIGGER materials_data_revisions_update AFTER UPDATE ON materials
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_data_revisions();--> statement-breakpoint
CREATE TRIGGER materials_data_revisions_delete AFTER DELETE ON materials
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION raise_data_revisions();--> statement-breakpoint
CREATE TRIGGER inventory_lots_data_revisions_insert AFTER INSERT ON inventory_lots
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_data_revisions();--> statement-breakpoint
-- A lot's quantities move with every weighing and change no verdict: an update raises its workspace only when what a
-- verdict reads of it (its material, lot number, certificate of analysis: LOT_DIGEST) or its workspace changed.
CREATE OR REPLACE FUNCTION raise_lot_data_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_revisions AS d (scope, revision)
    SELECT scope, 1 FROM (
      SELECT coalesce(n.workspace_id::text, 'reference') AS scope
        FROM changed_new n JOIN changed_old o ON o.id = n.id
        WHERE (n.material_id, n.lot_number, n.certificate_of_analysis, n.workspace_id)
          IS DISTINCT FROM (o.material_id, o.lot_number, o.certificate_of_analysis, o.workspace_id)
      UNION SELECT coalesce(o.workspace_id::text, 'reference')
        FROM changed_new n JOIN changed_old o ON o.id = n.id
        WHERE (n.material_id, n.lot_number, n.certificate_of_analysis, n.workspace_id)
          IS DISTINCT FROM (o.material_id, o.lot_number, o.certificate_of_analysis, o.workspace_id)
    ) AS touched ORDER BY 1
    ON CONFLICT (scope) DO UPDATE SET revision = d.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inventory_lots_data_revisions_update AFTER UPDATE ON inventory_lots
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_lot_data_revisions();--> statement-breakpoint
CREATE TRIGGER inventory_lots_data_revisions_delete AFTER DELETE ON inventory_lots
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION raise_data_revisions();
