import { normaliseNote } from './note-key.ts';

/** Spec section 9. */
export const SENTIMENT_POSITIVE_ABOVE = 0.2;
export const SENTIMENT_NEGATIVE_BELOW = -0.2;
export const CONFIDENCE_HIGH_AT = 0.8;
export const CONFIDENCE_MEDIUM_AT = 0.5;
export const TRENDING_IMPACT_ABOVE = 0.6;
export const TICKER_RELEVANCE_ABOVE = 0.5;
const WORDS_PER_MINUTE = 200;

const POSITIVE = [
  'growth',
  'grow',
  'grows',
  'success',
  'successful',
  'award',
  'wins',
  'win',
  'best',
  'love',
  'beautiful',
  'record',
  'strong',
  'rise',
  'rises',
  'boost',
  'popular',
  'acclaimed',
  'celebrate',
  'celebrates',
  'innovative',
  'delight',
  'delightful',
  'gorgeous',
  'excellent',
  'favourite',
  'favorite',
  'expands',
  'expansion',
  'gain',
  'gains',
  'thriving',
];
const NEGATIVE = [
  'decline',
  'declines',
  'drop',
  'drops',
  'fall',
  'falls',
  'loss',
  'losses',
  'lawsuit',
  'ban',
  'banned',
  'recall',
  'shortage',
  'crisis',
  'weak',
  'cut',
  'cuts',
  'layoffs',
  'closure',
  'closes',
  'fake',
  'counterfeit',
  'disappointing',
  'controversy',
  'toxic',
  'warning',
  'slump',
  'struggle',
  'struggles',
  'restriction',
  'restricted',
];
const PERFUME_WORDS = [
  'perfume',
  'perfumes',
  'fragrance',
  'fragrances',
  'scent',
  'scents',
  'parfum',
  'eau de',
  'perfumer',
  'perfumery',
  'cologne',
  'olfactory',
  'olfactive',
  'accord',
  'notes',
  'nose',
  'sillage',
  'attar',
  'extrait',
];
const BUSINESS_WORDS = [
  'acquisition',
  'acquires',
  'acquire',
  'merger',
  'sales',
  'revenue',
  'profit',
  'market',
  'investment',
  'invests',
  'ipo',
  'billion',
  'million',
  'quarter',
  'shares',
  'growth',
  'launch',
  'launches',
  'stake',
  'deal',
  'retail',
  'earnings',
];
const TREND_WORDS = [
  'trend',
  'trending',
  'trends',
  'rising',
  'viral',
  'tiktok',
  'demand',
  'popular',
  'boom',
  'gen z',
  'bestseller',
  'best-selling',
];
export const COMPANIES = [
  'Givaudan',
  'Firmenich',
  'dsm-firmenich',
  'IFF',
  'International Flavors & Fragrances',
  'Symrise',
  'Takasago',
  'Mane',
  'Robertet',
  'Coty',
  "L'Oréal",
  'LVMH',
  'Estée Lauder',
  'Puig',
  'Interparfums',
  'Inter Parfums',
  'Shiseido',
  'Kering',
  'Unilever',
  'Procter & Gamble',
  'Chanel',
  'Hermès',
  'Sephora',
  'Ulta',
  'Douglas',
  'Amorepacific',
  'Natura',
  'Revlon',
  'Beiersdorf',
  'Henkel',
  'Expressions Parfumées',
  'CPL Aromas',
];
const PLACES = [
  'France',
  'Paris',
  'Grasse',
  'Italy',
  'UK',
  'London',
  'United States',
  'USA',
  'New York',
  'China',
  'Japan',
  'Korea',
  'India',
  'Middle East',
  'Dubai',
  'UAE',
  'Saudi Arabia',
  'Germany',
  'Spain',
  'Brazil',
  'Europe',
  'Asia',
  'Latin America',
  'Africa',
];

export type ArticleInput = {
  title: string;
  summary: string;
  text: string;
  author: string | null;
  categories: readonly string[];
};
export type Dictionaries = { brands: readonly string[]; ingredients: readonly string[] };
export type ArticleAnalysis = {
  sentimentScore: number;
  sentiment: 'positive' | 'neutral' | 'negative';
  relevanceScore: number;
  articleType: string;
  industrySegment: string | null;
  geographicFocus: string[];
  keyCompanies: string[];
  mentionedBrands: string[];
  mentionedIngredients: string[];
  marketImpactScore: number;
  isTrending: boolean;
  trendIndicators: string[];
  financialData: { amounts: string[]; percentages: string[] };
  expertQuotes: string[];
  confidenceScore: number;
  confidence: 'high' | 'medium' | 'low';
  readingTimeMinutes: number;
  wordCount: number;
};

export function classifySentiment(score: number): ArticleAnalysis['sentiment'] {
  if (score > SENTIMENT_POSITIVE_ABOVE) return 'positive';
  if (score < SENTIMENT_NEGATIVE_BELOW) return 'negative';
  return 'neutral';
}

export function classifyConfidence(score: number): ArticleAnalysis['confidence'] {
  if (score >= CONFIDENCE_HIGH_AT) return 'high';
  if (score >= CONFIDENCE_MEDIUM_AT) return 'medium';
  return 'low';
}

export function computeReadingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

const round = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));

/** Phrases of a dictionary found in the text as whole words (case and accents ignored), in dictionary spelling. */
export function findMentions(text: string, phrases: readonly string[], minLength = 3): string[] {
  const haystack = ` ${normaliseNote(text)} `;
  const found: string[] = [];
  for (const phrase of phrases) {
    const needle = normaliseNote(phrase);
    if (needle.length >= minLength && haystack.includes(` ${needle} `) && !found.includes(phrase)) found.push(phrase);
  }
  return found;
}

function countWords(text: string, words: readonly string[]): number {
  const haystack = ` ${normaliseNote(text)} `;
  return words.reduce((total, word) => total + (haystack.split(` ${word} `).length - 1), 0);
}

/**
 * A raw-material price or cost going up is bad news for a perfumer, whatever word it rises with ("vanilla prices
 * rise", "rising ingredient costs", "a price hike"): each such phrase counts as negative, and the rise word in it
 * no longer counts as positive.
 */
const PRICE_RISE_PATTERNS = [
  /\b(?:price|prices|cost|costs)\b(?:[^.;!?]{0,40}?)\b(?:rise|rises|rose|rising|increase|increases|increased|soar|soars|soared|jump|jumps|jumped|surge|surges|surged|climb|climbs|climbed|spike|spikes|spiked|double|doubles|doubled)\b/g,
  /\b(?:rising|higher|soaring|surging|climbing)\s+(?:[a-z-]+\s+){0,3}(?:prices|costs)\b/g,
  /\bprice\s+(?:hike|hikes|increase|increases|rise|rises|spike|spikes)\b/g,
];

/** Price rises in the text (normalised), and how many positive lexicon words those phrases used. */
export function findPriceRises(text: string): { count: number; positiveWordsInside: number } {
  const haystack = normaliseNote(text);
  const phrases: Array<[number, number]> = [];
  for (const pattern of PRICE_RISE_PATTERNS) {
    for (const match of haystack.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (phrases.some(([from, to]) => start < to && end > from)) continue;
      phrases.push([start, end]);
    }
  }
  const positiveWordsInside = phrases.reduce(
    (total, [from, to]) => total + countWords(haystack.slice(from, to), POSITIVE),
    0,
  );
  return { count: phrases.length, positiveWordsInside };
}

/** Local analysis of one article: lexicon sentiment, relevance to perfumery, entities, market impact, confidence. */
export function analyseArticle(article: ArticleInput, dictionaries: Dictionaries): ArticleAnalysis {
  const body = `${article.title}. ${article.text || article.summary}`;
  const wordCount = (article.text || article.summary).split(/\s+/).filter(Boolean).length;
  const priceRises = findPriceRises(body);
  const positive = countWords(body, POSITIVE) - priceRises.positiveWordsInside;
  const negative = countWords(body, NEGATIVE) + priceRises.count;
  const sentimentScore =
    positive + negative === 0
      ? 0
      : round(((positive - negative) / (positive + negative)) * clamp((positive + negative) / 3));
  const mentionedBrands = findMentions(body, dictionaries.brands, 4).slice(0, 15);
  const mentionedIngredients = findMentions(body, dictionaries.ingredients, 3).slice(0, 15);
  const keyCompanies = findMentions(body, COMPANIES, 3);
  const perfumeHits = countWords(body, PERFUME_WORDS) + countWords(article.title, PERFUME_WORDS);
  const relevanceScore = round(
    clamp(
      0.12 * perfumeHits +
        0.08 * mentionedBrands.length +
        0.06 * mentionedIngredients.length +
        0.08 * keyCompanies.length,
    ),
  );
  const businessHits = countWords(body, BUSINESS_WORDS);
  const amounts = [
    ...body.matchAll(
      /[$€£]\s?\d[\d.,]*\s?(?:billion|million|bn|m)?|\d[\d.,]*\s?(?:billion|million) (?:dollars|euros|usd|eur)/gi,
    ),
  ]
    .map((match) => match[0].trim())
    .slice(0, 5);
  const percentages = [...body.matchAll(/\d+(?:[.,]\d+)?\s?(?:%|percent|per cent)/gi)]
    .map((match) => match[0].trim())
    .slice(0, 5);
  const marketImpactScore = round(
    clamp(
      0.1 * businessHits +
        0.12 * keyCompanies.length +
        0.04 * mentionedBrands.length +
        0.1 * amounts.length +
        0.05 * percentages.length,
    ),
  );
  const trendIndicators = findMentions(body, TREND_WORDS, 3);
  const lower = body.toLowerCase();
  const articleType = /\b(ifra|regulat\w*|allergen|ban(?:ned)?|reach)\b/.test(lower)
    ? 'regulation'
    : /\b(acqui\w*|merger|revenue|earnings|sales|invest\w*)\b/.test(lower)
      ? 'business'
      : /\breview\b/.test(lower)
        ? 'review'
        : /\b(launch\w*|introduc\w*|debut\w*|new fragrance|unveil\w*)\b/.test(lower)
          ? 'launch'
          : 'news';
  const industrySegment = /\bniche\b/.test(lower)
    ? 'niche'
    : /\b(luxury|haute)\b/.test(lower)
      ? 'luxury'
      : /\b(mass market|drugstore|mass-market)\b/.test(lower)
        ? 'mass market'
        : keyCompanies.some((company) =>
              ['Givaudan', 'Firmenich', 'dsm-firmenich', 'IFF', 'Symrise', 'Takasago', 'Mane', 'Robertet'].includes(
                company,
              ),
            )
          ? 'ingredients'
          : perfumeHits > 0
            ? 'fine fragrance'
            : null;
  const expertQuotes = [...(article.text || '').matchAll(/[“"]([^”"]{40,300})[”"]/g)]
    .map((match) => match[1] ?? '')
    .slice(0, 3);
  const entities = mentionedBrands.length + mentionedIngredients.length + keyCompanies.length;
  const confidenceScore = round(
    clamp(
      0.3 +
        (wordCount >= 150 ? 0.3 : wordCount >= 50 ? 0.15 : 0) +
        (entities > 0 ? 0.2 : 0) +
        (article.author ? 0.1 : 0) +
        (article.text.length > article.summary.length ? 0.1 : 0),
    ),
  );
  return {
    sentimentScore,
    sentiment: classifySentiment(sentimentScore),
    relevanceScore,
    articleType,
    industrySegment,
    geographicFocus: findMentions(body, PLACES, 2),
    keyCompanies,
    mentionedBrands,
    mentionedIngredients,
    marketImpactScore,
    isTrending: marketImpactScore > TRENDING_IMPACT_ABOVE,
    trendIndicators,
    financialData: { amounts, percentages },
    expertQuotes,
    confidenceScore,
    confidence: classifyConfidence(confidenceScore),
    readingTimeMinutes: computeReadingMinutes(wordCount),
    wordCount,
  };
}
