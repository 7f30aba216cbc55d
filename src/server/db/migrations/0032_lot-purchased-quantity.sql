ALTER TABLE "inventory_lots" ADD COLUMN "purchased_quantity" double precision;--> statement-breakpoint
-- hand-written
-- A lot never changed since it was entered still holds what was bought; any other lot's purchase is unknown (null).
UPDATE "inventory_lots" SET "purchased_quantity" = "quantity" WHERE "updated_at" = "created_at";
