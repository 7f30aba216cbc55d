-- drizzle-kit does not emit CREATE EXTENSION: the extensions the app needs are created here, first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
