export type Article = {
  id: string; title: string; summary: string | null; url: string; sourceName: string; author: string | null; imageUrl: string | null; publishedAt: string;
  category: string | null; tags: string[]; sentimentScore: number; relevanceScore: number; articleType: string; industrySegment: string | null;
  keyCompanies: string[]; mentionedBrands: string[]; mentionedIngredients: string[]; marketImpactScore: number; confidenceScore: number; readingTimeMinutes: number;
};
export type FeedStatus = { name: string; lastFetchedAt: string | null; lastStatus: string | null; lastError: string | null; isEnabled: boolean };
export type ArticleList = { items: Article[]; feeds: FeedStatus[]; hasFetched: boolean };
export type Feed = FeedStatus & { id: string; url: string; lastItemCount: number | null };
export type FeedResult = { feedId: string; name: string; status: 'ok' | 'failed'; added: number; duplicates: number; skipped: number; error: string | null };
