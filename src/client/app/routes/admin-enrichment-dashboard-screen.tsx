import { Stack, Text, Title } from '@mantine/core';
import {
  EnrichmentBatchPanel,
  ModelPricesTable,
  PendingEnrichmentsReview,
} from '../../features/ai/components/enrichment-dashboard.tsx';

/** /admin/enrichment-dashboard: batch AI enrichment of chosen materials, bulk review, and the model price table. */
export function AdminEnrichmentDashboardScreen() {
  return (
    <Stack gap="lg" py="md" maw={1100}>
      <div>
        <Title order={1}>Enrichment Dashboard</Title>
        <Text c="dimmed">
          AI answers about materials stay labelled AI-generated until someone accepts them; they never change CAS, IFRA
          or EU data.
        </Text>
      </div>
      <EnrichmentBatchPanel />
      <PendingEnrichmentsReview />
      <ModelPricesTable />
    </Stack>
  );
}
