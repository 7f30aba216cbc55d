/** Shapes of the intelligence API responses (see src/server/features/intelligence). */
export type PerfumeSummary = {
  id: string; name: string; brand: string; brandCountry: string | null; releaseYear: number | null; concentration: string | null;
  gender: string | null; ratingValue: number | null; ratingCount: number | null; accords: string[]; perfumers: string[];
};
export type Facet = { value: string; count: number };
export type PerfumeSearchResult = { items: PerfumeSummary[]; total: number; page: number; pageSize: number; facets: { accords: Facet[]; brands: Facet[]; decades: Facet[] } };
export type PerfumeDetail = {
  perfume: PerfumeSummary & { topNotes: string[]; heartNotes: string[]; baseNotes: string[]; noteKeys: string[]; url: string | null; catalogue: string };
  noteMaterials: { note: string; key: string; materials: { id: string; name: string; cas: string | null; confidence: 'high' | 'medium'; why: string }[] }[];
};
export type TopPerfumes = { items: (PerfumeSummary & { weightedRating: number })[]; catalogueMean: number; priorVotes: number; genders: Facet[] };
export type SharePoint = { year: number; count: number; base: number; share: number };
export type TrendRow = {
  id: string; kind: 'note' | 'accord'; trendName: string; currentRelevanceScore: number; peakRelevanceScore: number; previousRelevanceScore: number;
  peakYear: number | null; velocity: number; direction: string; emergenceDate: string | null; recentCount: number;
};
export type Activity = { name: string; total: number; recent: number; firstYear: number | null; lastYear: number | null; country: string | null };
export type TrendOverview = {
  catalogue: string; computedAt: string | null; latestCompleteYear: number | null;
  /** Perfumes left out of every trend because their data contradicts itself. */
  excludedContradictory: number;
  launches: { year: number; count: number; withNotes: number; withAccords: number }[];
  risingNotes: TrendRow[]; fallingNotes: TrendRow[]; accords: TrendRow[]; brands: Activity[]; perfumers: Activity[];
  ingredients: { id: string; note: string; direction: string; velocity: number; currentShare: number; materials: { id: string; name: string }[] }[];
};
export type NoteSeries = { key: string; total: number; points: SharePoint[] };
export type MaterialPresence = {
  note: string; series: NoteSeries; trend: TrendRow | null; materials: { id: string; name: string }[];
  perfumes: { id: string; name: string; brand: string; releaseYear: number | null; ratingValue: number | null; ratingCount: number | null }[];
  brands: { brand: string; count: number }[];
};
export type Pairing = { notes: [string, string]; recentCount: number; earlierCount: number; recentShare: number; earlierShare: number; growth: number; unusualness: number; isNew: boolean };
export type Discoveries = { catalogue: string; computedAt: string | null; pairings: Pairing[] };
export type Briefing = {
  id: string; briefingType: string; createdAt: string; error: string | null; analysisSummary: string | null;
  briefingData: { points: { text: string; source: { label: string; url: string } }[]; articles: { id: string; title: string; url: string; sourceName: string }[]; sources: { label: string; url: string }[] } | null;
};
export type CatalogueStats = {
  catalogues: { catalogue: string; total: number; brands: number; firstYear: number | null; lastYear: number | null; fields: { field: string; filled: number; share: number }[] }[];
  sources: { catalogue: string; title: string; licence: string; attribution: string }[];
};
export type CatalogueJob = {
  id: string; catalogue: string; status: 'running' | 'succeeded' | 'failed'; phase: string; progress: number; error: string | null; startedAt: string; finishedAt: string | null;
  result: { message: string; ms: number; rowsRead: number } | null; trends: { ms: number; perfumes: number; notes: number } | null;
};
export type ImportRun = { id: string; dataset: string; status: string; rowsRead: number; rowsAdded: number; rowsUpdated: number; rowsRemoved: number; rowsRejected: number; message: string | null; startedAt: string; finishedAt: string | null };
export type AdminCatalogues = { jobs: { current: CatalogueJob | null; recent: CatalogueJob[] }; history: ImportRun[] };
export type TrendCheck = { catalogue: string; checks: { key: string; hasSeries: boolean; mismatches: number; rows: { year: number; raw: number; rawBase: number; stored: number | null; storedBase: number | null }[] }[] };
