import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useMe } from '../../../features/accounts/api/get-me.ts';
import { useScraperSources } from '../../../features/pricing/api/scrapers-api.ts';
import { ExchangeRatesCard } from '../../../features/pricing/components/exchange-rates-card.tsx';
import { ScraperSourceCard } from '../../../features/pricing/components/scraper-source-card.tsx';
import { ScraperSourceForm } from '../../../features/pricing/components/scraper-source-form.tsx';

function ScraperSources() {
  const sources = useScraperSources();
  if (sources.isPending) return <Loader size="sm" />;
  if (sources.isError) return <Alert color="red">Error loading data sources</Alert>;
  if (sources.data.sources.length === 0) {
    return (
      <Card>
        <Title order={2} size="h3">
          No vendor catalogues yet
        </Title>
        <Text c="dimmed">
          Add a vendor’s CSV or JSON price list URL below. Each run fetches it, matches rows to the library and saves
          the prices for every user.
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      {sources.data.sources.map((source) => (
        <ScraperSourceCard key={source.id} source={source} />
      ))}
    </Stack>
  );
}

export function ScrapersScreen() {
  const me = useMe();
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Data Sources</Title>
        <Text c="dimmed">
          Vendor catalogues fetched as background jobs, with progress and a log per run. Runs need the deployment to be
          online.
        </Text>
      </div>
      {me.isPending && <Loader size="sm" />}
      {me.data && !me.data.isAdmin && <Alert color="yellow">You need admin role to access this page</Alert>}
      {me.data?.isAdmin && (
        <>
          <ScraperSources />
          <ScraperSourceForm />
          <ExchangeRatesCard />
        </>
      )}
    </Stack>
  );
}
