import { Stack, Text, Title } from '@mantine/core';
import {
  EnrichmentBatchPanel,
  ModelPricesTable,
  PendingEnrichmentsReview,
} from '../../../features/ai/components/enrichment-dashboard.tsx';
import { AiPlanLimitsCard } from '../../../features/ai/components/ai-plan-limits-card.tsx';
import { NewsAnalysisCard } from '../../../features/ai/components/news-analysis-card.tsx';
import { MaterialSuggestionsCard } from '../../../features/ai/components/material-suggestions-card.tsx';

/**
 * /admin/enrichment-dashboard: batch AI enrichment, bulk review, news analysis by model, the AI limits per plan and
 * the model price table.
 */
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
      <MaterialSuggestionsCard />
      <NewsAnalysisCard />
      <AiPlanLimitsCard />
      <ModelPricesTable />
    </Stack>
  );
}
