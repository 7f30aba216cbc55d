CREATE TABLE "odour_family_labels" (
	"family" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "odour_family_labels" ADD CONSTRAINT "odour_family_labels_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;