CREATE TABLE "clp_annex_vi_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"index_no" text NOT NULL,
	"cas_numbers" text[] NOT NULL,
	"names" text[] NOT NULL,
	"entry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clp_annex_vi_entries_cas_idx" ON "clp_annex_vi_entries" USING gin ("cas_numbers");