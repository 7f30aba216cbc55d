import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { Article } from '../api/get-articles.ts';
import { ArticleCard } from './article-card.tsx';

const article = (analysisMetadata: unknown) =>
  ({
    id: 'a1',
    title: 'Guerlain unveils an iris soliflore',
    summary: 'The house returns to powdery iris.',
    url: 'https://news.example/iris',
    sourceName: 'Example news',
    author: null,
    imageUrl: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
    sentimentScore: 0.5,
    relevanceScore: 0.9,
    articleType: 'news',
    confidenceScore: 0.8,
    marketImpactScore: 0,
    readingTimeMinutes: 1,
    mentionedBrands: ['Guerlain'],
    mentionedIngredients: ['iris'],
    keyCompanies: [],
    analysisMetadata,
  }) as unknown as Article;

describe('ArticleCard', () => {
  it("shows the model's summary labelled AI-generated, with the model", () => {
    renderApp(
      <ArticleCard
        article={article({ method: 'model', modelSummary: 'A launch built around iris.', model: 'llama3.1' })}
      />,
    );
    expect(screen.getByTestId('article-model-summary')).toHaveTextContent(
      'AI-generatedA launch built around iris. (llama3.1)',
    );
  });

  it('shows no model summary for the word-list analysis', () => {
    renderApp(<ArticleCard article={article({ method: 'local lexicon' })} />);
    expect(screen.queryByTestId('article-model-summary')).toBeNull();
    expect(screen.getByText('Mentions: Guerlain, iris')).toBeInTheDocument();
  });
});
