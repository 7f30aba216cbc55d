CREATE TABLE "workspace_sso_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" jsonb NOT NULL,
	"email_domain" text NOT NULL,
	"display_name" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_sso_providers_workspace_id_unique" UNIQUE("workspace_id"),
	CONSTRAINT "workspace_sso_providers_email_domain_unique" UNIQUE("email_domain")
);
--> statement-breakpoint
ALTER TABLE "workspace_sso_providers" ADD CONSTRAINT "workspace_sso_providers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_sso_providers" ADD CONSTRAINT "workspace_sso_providers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;