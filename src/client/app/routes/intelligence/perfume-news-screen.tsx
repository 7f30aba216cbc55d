import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useArticles } from '../../../features/intelligence/api/get-articles.ts';
import { ArticleCard } from '../../../features/intelligence/components/article-card.tsx';
import { FeedAdminPanel } from '../../../features/intelligence/components/feed-admin-panel.tsx';
import { MarketArea } from '../../../features/intelligence/components/market-area.tsx';

const TYPES = ['launch', 'business', 'review', 'regulation', 'news'];

const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;

/** /perfume-news: the analysed articles of the configured feeds, with filters; admins manage the feeds here. */
function PerfumeNewsContent() {
  const { isAdmin } = useAuth();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [source, setSource] = useState<string | null>(null);
  const [sentiment, setSentiment] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const articles = useArticles({
    q: debounced,
    source: source ?? undefined,
    sentiment: SENTIMENTS.find((value) => value === sentiment),
    type: type ?? undefined,
  });
  const data = articles.data;
  const isFiltered = Boolean(debounced || source || sentiment || type);
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Perfume News</Title>
        <Text c="dimmed">
          Articles from the configured perfume and beauty feeds, refreshed every 30 minutes and analysed on this server:
          sentiment, relevance, the brands, materials and companies they mention.
        </Text>
      </Stack>
      {articles.isError && <Text c="red">Error loading news: {articles.error.message}</Text>}
      {data && !data.hasFetched && data.items.length === 0 ? (
        <EmptyState
          titleOrder={2}
          icon={IconNews}
          title="No feed has been fetched yet"
          description={
            isAdmin
              ? 'Add an RSS or Atom feed below (the confirmed perfume feeds are already listed), then press Fetch now. Feeds are also fetched every 30 minutes while the server is online.'
              : 'An administrator adds RSS or Atom feeds on this page; they are fetched every 30 minutes while the server is online. Ask your administrator to add one.'
          }
        />
      ) : (
        <>
          <Group>
            <TextInput
              placeholder="Search the news"
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              aria-label="Search the news"
              w={260}
            />
            <Select
              placeholder="Source"
              data={[...new Set(data?.feeds.map((feed) => feed.name) ?? [])]}
              value={source}
              onChange={setSource}
              clearable
              w={200}
              aria-label="Source"
            />
            <Select
              placeholder="Sentiment"
              data={[...SENTIMENTS]}
              value={sentiment}
              onChange={setSentiment}
              clearable
              w={160}
              aria-label="Sentiment"
            />
            <Select
              placeholder="Type"
              data={TYPES}
              value={type}
              onChange={setType}
              clearable
              w={160}
              aria-label="Type"
            />
          </Group>
          {data?.items.length === 0 && (
            <Text c="dimmed">
              {isFiltered ? 'No article matches these filters.' : 'The feeds were fetched but hold no article yet.'}
            </Text>
          )}
          <Stack gap="md">
            {data?.items.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </Stack>
        </>
      )}
      {isAdmin && <FeedAdminPanel />}
    </Stack>
  );
}

/** Its tab of the Market area (issue 35 item 21). */
export function PerfumeNewsScreen() {
  return (
    <MarketArea>
      <PerfumeNewsContent />
    </MarketArea>
  );
}
