import { sql } from 'drizzle-orm';
import type { Briefing } from '../../../domain/intelligence/assemble-briefing.ts';
import type { Activity, Series } from '../../../domain/intelligence/compute-trends.ts';
import type { Pairing } from '../../../domain/intelligence/find-rising-pairings.ts';
import type { ArticleAnalysis } from '../../../domain/intelligence/analyse-article.ts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Commercial perfumes imported from a catalogue (Parfumo, or a user's CSV with a column mapping). */
export const commercialPerfumes = pgTable(
  'commercial_perfumes',
  {
    /** `<catalogue>|<source key>`: stable across re-imports of the same file. */
    id: text('id').primaryKey(),
    catalogue: text('catalogue').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    brandCountry: text('brand_country'),
    releaseYear: integer('release_year'),
    concentration: text('concentration'),
    gender: text('gender'),
    ratingValue: doublePrecision('rating_value'),
    ratingCount: integer('rating_count'),
    accords: text('accords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    topNotes: text('top_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    heartNotes: text('heart_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    baseNotes: text('base_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Canonical note keys of all three levels (what note search and trends use). */
    noteKeys: text('note_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    perfumers: text('perfumers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    url: text('url'),
    searchText: text('search_text').notNull(),
    /** Contradictions found at import (launch year before the year in the name, a rating without votes): left out of trends. */
    dataIssues: text('data_issues')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  // No GIN indexes: 59,000 rows scan in milliseconds, and GIN upkeep made the import three times slower on PGlite.
  (table) => [
    index('commercial_perfumes_catalogue_idx').on(table.catalogue),
    index('commercial_perfumes_year_idx').on(table.releaseYear),
    index('commercial_perfumes_brand_idx').on(table.brand),
  ],
);

/** Per-year series computed from a catalogue: launches, and launches per note and per accord. */
export const marketTrendData = pgTable(
  'market_trend_data',
  {
    id: text('id').primaryKey(),
    catalogue: text('catalogue').notNull(),
    /** launches | note | accord */
    series: text('series').notNull(),
    key: text('key').notNull(),
    /** { points: [{ year, count, base, share }] } */
    trendData: jsonb('trend_data').$type<Omit<Series, 'key'>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('market_trend_data_series_idx').on(table.catalogue, table.series)],
);

/** Notes and accords with their current and peak relevance (share of launches) and trend velocity. */
export const industryTrends = pgTable(
  'industry_trends',
  {
    id: text('id').primaryKey(),
    catalogue: text('catalogue').notNull(),
    /** note | accord */
    kind: text('kind').notNull(),
    trendName: text('trend_name').notNull(),
    currentRelevanceScore: doublePrecision('current_relevance_score').notNull(),
    peakRelevanceScore: doublePrecision('peak_relevance_score').notNull(),
    previousRelevanceScore: doublePrecision('previous_relevance_score').notNull(),
    peakYear: integer('peak_year'),
    velocity: doublePrecision('velocity').notNull(),
    direction: text('direction').notNull(),
    emergenceDate: text('emergence_date'),
    recentCount: integer('recent_count').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('industry_trends_kind_idx').on(table.catalogue, table.kind)],
);

/** Trending notes linked to the library materials that carry them. */
export const trendingIngredients = pgTable('trending_ingredients', {
  id: text('id').primaryKey(),
  catalogue: text('catalogue').notNull(),
  note: text('note').notNull(),
  direction: text('direction').notNull(),
  velocity: doublePrecision('velocity').notNull(),
  currentShare: doublePrecision('current_share').notNull(),
  /** [{ id, name }] of reference materials matching the note. */
  materials: jsonb('materials').$type<{ id: string; name: string }[]>().notNull().default([]),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Brands and perfumers by activity, and rising note pairings (kind brand | perfumer | pairing). */
export const perfumeTrends = pgTable(
  'perfume_trends',
  {
    id: text('id').primaryKey(),
    catalogue: text('catalogue').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** An Activity for kind brand | perfumer, a Pairing for kind pairing. */
    data: jsonb('data').$type<Activity | Pairing>().notNull(),
    rank: integer('rank').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('perfume_trends_kind_idx').on(table.catalogue, table.kind, table.rank)],
);

/** News feeds configured by admins. */
export const newsFeeds = pgTable(
  'news_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    lastItemCount: integer('last_item_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('news_feeds_url_idx').on(table.url)],
);

/** Perfume articles from the feeds, analysed locally (spec section 3). */
export const perfumeArticles = pgTable(
  'perfume_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id').references(() => newsFeeds.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary'),
    url: text('url').notNull(),
    sourceName: text('source_name').notNull(),
    author: text('author'),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    category: text('category'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sentimentScore: doublePrecision('sentiment_score').notNull(),
    relevanceScore: doublePrecision('relevance_score').notNull(),
    articleType: text('article_type').notNull(),
    industrySegment: text('industry_segment'),
    geographicFocus: text('geographic_focus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keyCompanies: text('key_companies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mentionedBrands: text('mentioned_brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mentionedIngredients: text('mentioned_ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    marketImpactScore: doublePrecision('market_impact_score').notNull(),
    trendIndicators: jsonb('trend_indicators').$type<string[]>().notNull().default([]),
    financialData: jsonb('financial_data').$type<Partial<ArticleAnalysis['financialData']>>().notNull().default({}),
    expertQuotes: jsonb('expert_quotes').$type<string[]>().notNull().default([]),
    dataSources: jsonb('data_sources').$type<{ name: string; url: string }[]>().notNull().default([]),
    confidenceScore: doublePrecision('confidence_score').notNull(),
    readingTimeMinutes: integer('reading_time_minutes').notNull(),
    socialEngagement: jsonb('social_engagement').$type<Record<string, number>>().notNull().default({}),
    relatedArticleIds: text('related_article_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    analysisMetadata: jsonb('analysis_metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('perfume_articles_url_idx').on(table.url),
    index('perfume_articles_published_idx').on(table.publishedAt),
  ],
);

/** Briefings assembled from computed trends and recent articles; a failure keeps its error string. */
export const intelligenceBriefings = pgTable(
  'intelligence_briefings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefingType: text('briefing_type').notNull(),
    briefingData: jsonb('briefing_data').$type<Briefing>(),
    analysisSummary: text('analysis_summary'),
    error: text('error'),
    requestedBy: text('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('intelligence_briefings_created_idx').on(table.briefingType, table.createdAt)],
);
