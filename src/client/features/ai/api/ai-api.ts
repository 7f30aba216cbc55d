import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TextProvider } from '../../../../domain/ai/ai-providers.ts';
import type { ChatInput } from '../../../../domain/ai/ai.schemas.ts';
import type { EnrichmentReviewInput } from '../../../../domain/ai/material-enrichment.ts';
import type { WizardStructureInput } from '../../../../domain/ai/wizard-structure.ts';
// eslint-disable-next-line sillage/client-boundaries -- the chat answer is a stream of JSON lines, which hc cannot type: ChatEvent is its wire type
import type { ChatEvent } from '../../../../server/features/ai/assistant.ts';
import { retryUnlessClientError } from '../../../lib/api.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type AiStatus = InferResponseType<typeof client.ai.status.$get, 200>;
export type Enrichment = InferResponseType<
  (typeof client.ai.materials)[':id']['enrichments']['$get'],
  200
>['items'][number];
export type AiProposal = Extract<ChatEvent, { type: 'proposal' }>['proposal'];
export type { ChatEvent };

export const aiKeys = {
  all: ['ai'] as const,
  status: () => [...aiKeys.all, 'status'] as const,
  usage: () => [...aiKeys.all, 'usage'] as const,
  enrichments: (materialId: string) => [...aiKeys.all, 'enrichments', materialId] as const,
  images: (materialId: string) => [...aiKeys.all, 'images', materialId] as const,
  conversations: () => [...aiKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...aiKeys.all, 'conversations', id] as const,
  prices: () => [...aiKeys.all, 'admin', 'prices'] as const,
  planLimits: () => [...aiKeys.all, 'admin', 'plan-limits'] as const,
  batch: () => [...aiKeys.all, 'admin', 'batch'] as const,
  pending: () => [...aiKeys.all, 'admin', 'pending'] as const,
  newsAnalysis: () => [...aiKeys.all, 'admin', 'news-analysis'] as const,
  suggestions: () => [...aiKeys.all, 'admin', 'suggestions'] as const,
};

/** AI answers with the plan message (403) to a free plan: kept as data, not retried. */
const noRetryOnRefusal = retryUnlessClientError(1);

export const aiStatusQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.status(),
    queryFn: async () => readJson(await client.ai.status.$get()),
    retry: noRetryOnRefusal,
    staleTime: 30_000,
  });
export const useAiStatus = (enabled = true) => useQuery({ ...aiStatusQueryOptions(), enabled });

export const aiUsageQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.usage(),
    queryFn: async () => readJson(await client.ai.usage.$get()),
    retry: noRetryOnRefusal,
    staleTime: 0,
  });
export const useAiUsage = () => useQuery(aiUsageQueryOptions());

export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: TextProvider) =>
      readJson(await client.ai['test-connection'].$post({ json: { provider } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}

export const enrichmentsQueryOptions = (materialId: string) =>
  queryOptions({
    queryKey: aiKeys.enrichments(materialId),
    queryFn: async () => readJson(await client.ai.materials[':id'].enrichments.$get({ param: { id: materialId } })),
    retry: noRetryOnRefusal,
  });
export const useEnrichments = (materialId: string) => useQuery(enrichmentsQueryOptions(materialId));

export function useEnrichMaterial(materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.ai.materials[':id'].enrich.$post({ param: { id: materialId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}

export type WizardStructure = InferResponseType<(typeof client.ai)['wizard-structure']['$post'], 200>;

/** The formula wizard's structure asked of the model; the answer was checked by the compliance engine on the server. */
export function useWizardStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WizardStructureInput) =>
      readJson(await client.ai['wizard-structure'].$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.status() }),
  });
}

export function useReviewEnrichments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EnrichmentReviewInput) =>
      readJson(await client.ai.enrichments.review.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.conversations(),
    queryFn: async () => readJson(await client.ai.conversations.$get()),
    retry: noRetryOnRefusal,
  });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: aiKeys.conversation(id),
    queryFn: async () => readJson(await client.ai.conversations[':id'].$get({ param: { id } })),
  });

export function useProposalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: 'apply' | 'discard' }) =>
      decision === 'apply'
        ? readJson(await client.ai.proposals[':id'].apply.$post({ param: { id } }))
        : readJson(await client.ai.proposals[':id'].discard.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['formulas'] }),
  });
}

/**
 * One assistant turn: POSTs the message and reads the NDJSON stream event by event. Refusals before the stream
 * (plan, cost limit, no provider) arrive as an ApiError with the server's message.
 */
export async function streamChat(
  input: ChatInput,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch('/api/ai/chat', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input satisfies ChatInput),
    signal,
  });
  if (!response.ok || !response.body) {
    await readJson(response);
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as ChatEvent);
      newline = buffer.indexOf('\n');
    }
  }
}

// Admin: price table, batch enrichment, bulk review.
export const pricesQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.prices(), queryFn: async () => readJson(await client.admin.ai.prices.$get()) });

export function useSavePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { provider: string; model: string; inputPerMillion: number; outputPerMillion: number }) =>
      readJson(await client.admin.ai.prices.$put({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.prices() }),
  });
}

export function useDeletePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { provider: string; model: string }) =>
      readJson(await client.admin.ai.prices.$delete({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.prices() }),
  });
}

// Admin: the monthly limit per plan on the instance's own keys.
export type PlanCostLimits = InferResponseType<(typeof client.admin.ai)['plan-limits']['$get'], 200>;

export const planLimitsQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.planLimits(),
    queryFn: async () => readJson(await client.admin.ai['plan-limits'].$get()),
  });

export function useSavePlanLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { tier: string; limitPerMonth: number | null }) =>
      readJson(await client.admin.ai['plan-limits'].$put({ json: input })),
    onSuccess: (limits) => queryClient.setQueryData(aiKeys.planLimits(), limits),
  });
}

export const batchQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.batch(),
    queryFn: async () => readJson(await client.admin.ai['enrichment-batches'].current.$get()),
    retry: noRetryOnRefusal,
    refetchInterval: (query) => (query.state.data?.batch?.state === 'running' ? 1000 : false),
  });

export function useBatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { kind: 'start'; materialIds: string[] } | { kind: 'pause' | 'resume'; id: string }) => {
      if (action.kind === 'start')
        return readJson(
          await client.admin.ai['enrichment-batches'].$post({ json: { materialIds: action.materialIds } }),
        );
      const param = { param: { id: action.id } };
      return action.kind === 'pause'
        ? readJson(await client.admin.ai['enrichment-batches'][':id'].pause.$post(param))
        : readJson(await client.admin.ai['enrichment-batches'][':id'].resume.$post(param));
    },
    onSuccess: (data) => queryClient.setQueryData(aiKeys.batch(), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}

export const pendingQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.pending(),
    queryFn: async () => readJson(await client.admin.ai.enrichments.pending.$get()),
    retry: noRetryOnRefusal,
  });

export function useBriefingNarrative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.ai['briefing-narrative'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.usage() }),
  });
}

export const newsAnalysisQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.newsAnalysis(),
    queryFn: async () => readJson(await client.admin.ai['news-analysis'].$get()),
    retry: noRetryOnRefusal,
    refetchInterval: (query) =>
      query.state.data?.lastRun?.state === 'running' || query.state.data?.lastRun?.state === 'queued' ? 1500 : false,
  });

/** The admin's news-analysis switch, and "analyse now". */
export function useNewsAnalysisAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { kind: 'switch'; enabled: boolean } | { kind: 'run' }) =>
      action.kind === 'switch'
        ? readJson(await client.admin.ai['news-analysis'].$put({ json: { enabled: action.enabled } }))
        : readJson(await client.admin.ai['news-analysis'].run.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.newsAnalysis() }),
  });
}

export type MaterialImages = InferResponseType<(typeof client.ai.materials)[':id']['images']['$get'], 200>;
export type MaterialImage = MaterialImages['items'][number];

export const materialImagesQueryOptions = (materialId: string) =>
  queryOptions({
    queryKey: aiKeys.images(materialId),
    queryFn: async () => readJson(await client.ai.materials[':id'].images.$get({ param: { id: materialId } })),
    retry: noRetryOnRefusal,
  });
export const useMaterialImages = (materialId: string | null) =>
  useQuery({ ...materialImagesQueryOptions(materialId ?? ''), enabled: Boolean(materialId) });

export function useGenerateMaterialImage(materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.ai.materials[':id'].images.$post({ param: { id: materialId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}

export function useDeleteMaterialImage(materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await client.ai.images[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.images(materialId) }),
  });
}

export type MaterialSuggestion = InferResponseType<typeof client.admin.ai.suggestions.$get, 200>['items'][number];

export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.suggestions(),
    queryFn: async () => readJson(await client.admin.ai.suggestions.$get()),
    retry: noRetryOnRefusal,
  });
export const useSuggestions = () => useQuery(suggestionsQueryOptions());

export function useRunSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.admin.ai.suggestions.run.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}

export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; decision: 'accept' | 'reject' }) =>
      readJson(
        await client.admin.ai.suggestions[':id'].decide.$post({
          param: { id: input.id },
          json: { decision: input.decision },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.suggestions() }),
  });
}
