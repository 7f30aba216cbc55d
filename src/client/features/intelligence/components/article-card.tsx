import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import {
  classifyConfidence,
  classifySentiment,
  TRENDING_IMPACT_ABOVE,
} from '../../../../domain/intelligence/analyse-article.ts';
import type { Article } from '../api/get-articles.ts';
import { formatDate } from '../../../../domain/shared/format-dates.ts';

const SENTIMENT_COLOURS = { positive: 'green', neutral: 'gray', negative: 'red' } as const;

/** The model's analysis of an article (news analysis by model), when it had one; null for the word-list analysis. */
function modelAnalysis(metadata: unknown): { summary: string; model: string } | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const { method, modelSummary, model } = metadata as Record<string, unknown>;
  if (method !== 'model' || typeof modelSummary !== 'string' || !modelSummary) return null;
  return { summary: modelSummary, model: typeof model === 'string' ? model : 'a model' };
}

/** One analysed article: source, date, sentiment, relevance, confidence, reading time, what it mentions. */
export function ArticleCard({ article }: { article: Article }) {
  const sentiment = classifySentiment(article.sentimentScore);
  const mentions = [...article.mentionedBrands, ...article.mentionedIngredients, ...article.keyCompanies];
  const byModel = modelAnalysis(article.analysisMetadata);
  return (
    <Card withBorder radius="md" padding="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {article.imageUrl && (
          <Image src={article.imageUrl} w={96} h={96} radius="sm" fit="cover" alt="" visibleFrom="sm" />
        )}
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Anchor href={article.url} target="_blank" rel="noreferrer" fw={600} fz="lg" className="sl-display">
            {article.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {article.sourceName}
            {article.author ? ` · ${article.author}` : ''} · {formatDate(article.publishedAt)} ·{' '}
            {article.readingTimeMinutes} min read
          </Text>
          {article.summary && (
            <Text size="sm" lineClamp={3}>
              {article.summary}
            </Text>
          )}
          {byModel && (
            <Text component="div" size="sm" c="dimmed" data-testid="article-model-summary">
              <Badge size="xs" variant="light" color="violet" mr={6}>
                AI-generated
              </Badge>
              {byModel.summary}{' '}
              <Text span size="xs">
                ({byModel.model})
              </Text>
            </Text>
          )}
          <Group gap={6}>
            <Badge variant="light" color={SENTIMENT_COLOURS[sentiment]}>
              {sentiment}
            </Badge>
            <Badge variant="light" color="gray">
              {article.articleType}
            </Badge>
            <Badge variant="outline" color="gray">
              relevance {article.relevanceScore.toFixed(2)}
            </Badge>
            <Badge variant="outline" color="gray">
              {classifyConfidence(article.confidenceScore)} confidence
            </Badge>
            {article.marketImpactScore > TRENDING_IMPACT_ABOVE && <Badge color="accent">trending</Badge>}
          </Group>
          {mentions.length > 0 && (
            <Text size="xs" c="dimmed">
              Mentions: {mentions.slice(0, 10).join(', ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
