CREATE TABLE "commercial_perfumes" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"brand_country" text,
	"release_year" integer,
	"concentration" text,
	"gender" text,
	"rating_value" double precision,
	"rating_count" integer,
	"accords" text[] DEFAULT '{}'::text[] NOT NULL,
	"top_notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"heart_notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"base_notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"note_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"perfumers" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_trends" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue" text NOT NULL,
	"kind" text NOT NULL,
	"trend_name" text NOT NULL,
	"current_relevance_score" double precision NOT NULL,
	"peak_relevance_score" double precision NOT NULL,
	"previous_relevance_score" double precision NOT NULL,
	"peak_year" integer,
	"velocity" double precision NOT NULL,
	"direction" text NOT NULL,
	"emergence_date" text,
	"recent_count" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intelligence_briefings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"briefing_type" text NOT NULL,
	"briefing_data" jsonb,
	"analysis_summary" text,
	"error" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_trend_data" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue" text NOT NULL,
	"series" text NOT NULL,
	"key" text NOT NULL,
	"trend_data" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"last_item_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfume_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid,
	"title" text NOT NULL,
	"summary" text,
	"url" text NOT NULL,
	"source_name" text NOT NULL,
	"author" text,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sentiment_score" double precision NOT NULL,
	"relevance_score" double precision NOT NULL,
	"article_type" text NOT NULL,
	"industry_segment" text,
	"geographic_focus" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentioned_brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentioned_ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"market_impact_score" double precision NOT NULL,
	"trend_indicators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"financial_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expert_quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence_score" double precision NOT NULL,
	"reading_time_minutes" integer NOT NULL,
	"social_engagement" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related_article_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"analysis_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfume_trends" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"rank" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_ingredients" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue" text NOT NULL,
	"note" text NOT NULL,
	"direction" text NOT NULL,
	"velocity" double precision NOT NULL,
	"current_share" double precision NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perfume_articles" ADD CONSTRAINT "perfume_articles_feed_id_news_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."news_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commercial_perfumes_catalogue_idx" ON "commercial_perfumes" USING btree ("catalogue");--> statement-breakpoint
CREATE INDEX "commercial_perfumes_year_idx" ON "commercial_perfumes" USING btree ("release_year");--> statement-breakpoint
CREATE INDEX "commercial_perfumes_brand_idx" ON "commercial_perfumes" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "commercial_perfumes_note_keys_idx" ON "commercial_perfumes" USING gin ("note_keys");--> statement-breakpoint
CREATE INDEX "commercial_perfumes_accords_idx" ON "commercial_perfumes" USING gin ("accords");--> statement-breakpoint
CREATE INDEX "commercial_perfumes_search_trgm_idx" ON "commercial_perfumes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "industry_trends_kind_idx" ON "industry_trends" USING btree ("catalogue","kind");--> statement-breakpoint
CREATE INDEX "intelligence_briefings_created_idx" ON "intelligence_briefings" USING btree ("briefing_type","created_at");--> statement-breakpoint
CREATE INDEX "market_trend_data_series_idx" ON "market_trend_data" USING btree ("catalogue","series");--> statement-breakpoint
CREATE UNIQUE INDEX "news_feeds_url_idx" ON "news_feeds" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "perfume_articles_url_idx" ON "perfume_articles" USING btree ("url");--> statement-breakpoint
CREATE INDEX "perfume_articles_published_idx" ON "perfume_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "perfume_trends_kind_idx" ON "perfume_trends" USING btree ("catalogue","kind","rank");