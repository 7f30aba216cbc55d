CREATE TABLE "workspace_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_audit_events" ADD CONSTRAINT "workspace_audit_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_audit_events" ADD CONSTRAINT "workspace_audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_audit_events_workspace_at_idx" ON "workspace_audit_events" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE INDEX "workspace_audit_events_entity_idx" ON "workspace_audit_events" USING btree ("workspace_id","entity","entity_id");--> statement-breakpoint
-- hand-written
-- The audit trail is append-only (issue 30, item 5): no statement may change a recorded event. Rows still go with
-- their workspace (ON DELETE CASCADE) and lose their author's id when the account is deleted (SET NULL, an UPDATE
-- made by the foreign key, which this trigger lets through only for that column).
CREATE OR REPLACE FUNCTION workspace_audit_events_append_only() RETURNS trigger AS $$
BEGIN
  IF NEW.user_id IS NULL AND OLD.user_id IS NOT NULL
     AND (NEW.id, NEW.workspace_id, NEW.user_name, NEW.entity, NEW.entity_id, NEW.action, NEW.at)
       IS NOT DISTINCT FROM (OLD.id, OLD.workspace_id, OLD.user_name, OLD.entity, OLD.entity_id, OLD.action, OLD.at)
     AND NEW.before IS NOT DISTINCT FROM OLD.before AND NEW.after IS NOT DISTINCT FROM OLD.after THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit trail is append-only';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER workspace_audit_events_no_update BEFORE UPDATE ON "workspace_audit_events"
  FOR EACH ROW EXECUTE FUNCTION workspace_audit_events_append_only();
