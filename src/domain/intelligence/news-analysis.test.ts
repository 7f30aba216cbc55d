import { describe, expect, it } from 'vitest';
import { analyseArticle, classifyConfidence, classifySentiment, computeReadingMinutes } from './analyse-article.ts';
import { assembleBriefing, BRIEFING_CACHE_MS, isBriefingFresh } from './assemble-briefing.ts';
import { decodeEntities, parseFeed, toPlainText } from './parse-feed.ts';
import { computeWeightedRating } from './weighted-rating.ts';

describe('spec section 9 thresholds', () => {
  it.each([
    [0.21, 'positive'],
    [0.2, 'neutral'],
    [-0.2, 'neutral'],
    [-0.21, 'negative'],
  ] as const)('sentiment %s → %s', (score, label) => expect(classifySentiment(score)).toBe(label));
  it.each([
    [0.8, 'high'],
    [0.79, 'medium'],
    [0.5, 'medium'],
    [0.49, 'low'],
  ] as const)('confidence %s → %s', (score, label) => expect(classifyConfidence(score)).toBe(label));
  it.each([
    [0, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('reading time of %s words is %s min', (words, minutes) => expect(computeReadingMinutes(words)).toBe(minutes));
  it('a briefing is fresh for 6 hours', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(isBriefingFresh(new Date(now.getTime() - BRIEFING_CACHE_MS + 1000), now)).toBe(true);
    expect(isBriefingFresh(new Date(now.getTime() - BRIEFING_CACHE_MS), now)).toBe(false);
  });
});

describe('analyseArticle', () => {
  const dictionaries = { brands: ['Chanel', 'Dior'], ingredients: ['oud', 'bergamot', 'Iso E Super', 'Hedione'] };
  it.each([
    [
      'a perfume launch',
      { title: 'Dior launches an oud fragrance', text: 'The new perfume pairs oud and bergamot; a beautiful success.' },
      {
        articleType: 'launch',
        sentiment: 'positive',
        mentionedBrands: ['Dior'],
        mentionedIngredients: ['oud', 'bergamot'],
      },
    ],
    [
      'business news',
      {
        title: 'Givaudan acquisition',
        text: 'Givaudan acquires a company for $1 billion; sales growth in the fragrance market.',
      },
      { articleType: 'business', keyCompanies: ['Givaudan'] },
    ],
    [
      // Issue 35 item 22: a raw-material price rise is bad news for a perfumer ('rise' alone reads positive).
      'a raw-material price rise',
      { title: 'Vanilla prices rise 30%', text: 'Vanilla prices rise again after the Madagascar harvest.' },
      { sentiment: 'negative' },
    ],
    [
      'rising ingredient costs',
      { title: 'Perfumers face rising ingredient costs', text: 'Rising ingredient costs squeeze small houses.' },
      { sentiment: 'negative' },
    ],
    [
      'a sales rise stays good news',
      { title: 'Niche perfume sales rise', text: 'Sales rise and growth is strong for the niche house.' },
      { sentiment: 'positive' },
    ],
    [
      'library materials named by their trade names',
      {
        title: 'Iso E Super and Hedione at 40',
        text: 'Two aroma chemicals, Iso E Super and Hedione, changed perfumery.',
      },
      { mentionedIngredients: ['Iso E Super', 'Hedione'] },
    ],
    [
      'off-topic text',
      { title: 'Weather report', text: 'Rain tomorrow.' },
      { relevanceScore: 0, sentiment: 'neutral' },
    ],
  ])('%s', (_label, input, expected) => {
    expect(analyseArticle({ summary: input.text, author: null, categories: [], ...input }, dictionaries)).toMatchObject(
      expected,
    );
  });
  it('counts a high market impact as trending (> 0.6)', () => {
    const analysis = analyseArticle(
      {
        title: 'IFF and Symrise revenue',
        text: 'Sales, revenue, profit, market, investment, billion, $2 billion, $3 million, 10% growth, deal, earnings, retail, shares.',
        summary: '',
        author: null,
        categories: [],
      },
      dictionaries,
    );
    expect(analysis.marketImpactScore).toBeGreaterThan(0.6);
    expect(analysis.isTrending).toBe(true);
  });
});

describe('parseFeed', () => {
  it('decodes entities and strips the WordPress footer', () => {
    expect(decodeEntities('It&#8217;s &amp; &hellip; &#x2019;')).toBe('It’s & … ’');
    expect(toPlainText('<p>Hello</p><p>The post <a href="#">X</a> appeared first on Blog.</p>')).toBe('Hello');
  });
  it('reads a single RSS item (an object, not an array) and skips items without a date', () => {
    const feed = parseFeed(
      '<rss><channel><title>T</title><item><title>A &amp; B</title><link>https://x.test/a</link><pubDate>Sat, 22 Aug 2026 17:37:03 GMT</pubDate></item></channel></rss>',
    );
    expect(feed.items).toEqual([
      expect.objectContaining({ title: 'A & B', url: 'https://x.test/a', publishedAt: '2026-08-22T17:37:03.000Z' }),
    ]);
    expect(
      parseFeed('<rss><channel><item><title>A</title><link>https://x.test/a</link></item></channel></rss>').skipped,
    ).toBe(1);
  });
  it('refuses a document that is not a feed', () =>
    expect(() => parseFeed('<html><body/></html>')).toThrow('Not an RSS or Atom feed.'));
});

describe('computeWeightedRating and assembleBriefing', () => {
  it.each([
    [9.5, 3, 7, 7.27],
    [8.6, 2000, 7, 8.58],
    [8, 0, 7, 7],
  ])('rating %s from %s votes (mean %s) → %s', (rating, votes, mean, expected) => {
    expect(computeWeightedRating(rating, votes, mean)).toBeCloseTo(expected, 2);
  });
  it('returns null with nothing to say, and links every point to its source', () => {
    expect(
      assembleBriefing({ catalogue: 'parfumo', latestCompleteYear: 2023, rising: [], falling: [], articles: [] }),
    ).toBeNull();
    const briefing = assembleBriefing({
      catalogue: 'parfumo',
      latestCompleteYear: 2023,
      rising: [
        {
          trendName: 'oud',
          kind: 'note',
          currentRelevanceScore: 0.1,
          previousRelevanceScore: 0.05,
          direction: 'rising',
        },
      ],
      falling: [],
      articles: [],
    });
    expect(briefing?.points[0]?.source.url).toBe('/material-intelligence?note=oud');
  });
});
