CREATE TABLE "calendar_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" text NOT NULL,
	"markets" text[] NOT NULL,
	"formula_count" integer NOT NULL,
	"first_formula_id" uuid,
	"emailed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "purchased_quantity" double precision;--> statement-breakpoint
ALTER TABLE "calendar_notifications" ADD CONSTRAINT "calendar_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_notifications_user_date_idx" ON "calendar_notifications" USING btree ("user_id","date");--> statement-breakpoint
-- hand-written
-- A lot never changed since it was entered still holds what was bought; any other lot's purchase is unknown (null).
UPDATE "inventory_lots" SET "purchased_quantity" = "quantity" WHERE "updated_at" = "created_at";
