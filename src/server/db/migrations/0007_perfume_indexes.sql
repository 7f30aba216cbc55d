DROP INDEX "commercial_perfumes_note_keys_idx";--> statement-breakpoint
DROP INDEX "commercial_perfumes_accords_idx";--> statement-breakpoint
DROP INDEX "commercial_perfumes_search_trgm_idx";