CREATE TABLE "prop65_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"chemical" text NOT NULL,
	"toxicity" text[] NOT NULL,
	"listing_mechanism" text,
	"cas" text[] NOT NULL,
	"listed_on" text,
	"safe_harbour_level" text
);
--> statement-breakpoint
CREATE INDEX "prop65_listings_chemical_idx" ON "prop65_listings" USING btree ("chemical");