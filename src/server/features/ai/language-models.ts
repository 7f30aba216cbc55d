import type * as AnthropicModule from '@ai-sdk/anthropic';
import type * as CohereModule from '@ai-sdk/cohere';
import type * as DeepseekModule from '@ai-sdk/deepseek';
import type * as GoogleModule from '@ai-sdk/google';
import type * as MistralModule from '@ai-sdk/mistral';
import type * as OpenaiModule from '@ai-sdk/openai';
import type * as OpenaiCompatibleModule from '@ai-sdk/openai-compatible';
import type * as PerplexityModule from '@ai-sdk/perplexity';
import type * as TogetheraiModule from '@ai-sdk/togetherai';
import type { LanguageModel } from 'ai';
import {
  chooseModel,
  providerInfo,
  textProviderFor,
  TEXT_PROVIDERS,
  type ModelRole,
  type TextProvider,
} from '../../../domain/ai/ai-providers.ts';
import type { UserSettings } from '../../../domain/settings/user-settings.ts';
import type { ApiKeyProvider } from '../../../domain/settings/user-settings.ts';
import type { Env } from '../../env.ts';
import { createBoundedFetch } from '../../lib/fetch-public.ts';
import { loadLazily } from '../../lib/load-lazily.ts';

/** The provider SDKs, each loaded with its first call (ADR 036). */
const anthropicSdk = loadLazily<typeof AnthropicModule>('@ai-sdk/anthropic');
const cohereSdk = loadLazily<typeof CohereModule>('@ai-sdk/cohere');
const deepSeekSdk = loadLazily<typeof DeepseekModule>('@ai-sdk/deepseek');
const googleSdk = loadLazily<typeof GoogleModule>('@ai-sdk/google');
const mistralSdk = loadLazily<typeof MistralModule>('@ai-sdk/mistral');
const openAiSdk = loadLazily<typeof OpenaiModule>('@ai-sdk/openai');
const openAiCompatibleSdk = loadLazily<typeof OpenaiCompatibleModule>('@ai-sdk/openai-compatible');
const perplexitySdk = loadLazily<typeof PerplexityModule>('@ai-sdk/perplexity');
const togetherAiSdk = loadLazily<typeof TogetheraiModule>('@ai-sdk/togetherai');

const OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1';

/** How to reach one provider: its key (the user's or the instance's) and, for a compatible endpoint, its base URL. */
export type ProviderConnection = {
  provider: TextProvider;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  /** user: the user's own key or URL; instance: the AI_* environment. */
  source: 'user' | 'instance';
  /** The bounded fetch every request of this connection goes through (aiFetchFor). */
  fetch: typeof fetch;
};

/** A model ready to call, with what the usage table records about it. */
export type ResolvedModel = {
  provider: TextProvider;
  modelId: string;
  model: LanguageModel;
  source: ProviderConnection['source'];
};

/**
 * The fetch of AI calls: every answer (JSON, a stream, an image) capped at AI_RESPONSE_MAX_BYTES and
 * AI_CALL_TIMEOUT_SECONDS per call. An address the user typed (their compatible base URL) must be public, checked
 * at connect time and on redirects, unless the administrator allowed the host (FETCH_ALLOWED_HOSTS: a local
 * Ollama); the instance's own endpoint is the administrator's and may be private.
 */
export function aiFetchFor(source: ProviderConnection['source'], env: Env): typeof fetch {
  const limits = { maxBytes: env.AI_RESPONSE_MAX_BYTES, timeoutMs: env.AI_CALL_TIMEOUT_SECONDS * 1000 };
  return source === 'instance'
    ? createBoundedFetch({ addresses: 'any', ...limits })
    : createBoundedFetch({ addresses: 'public', allowedHosts: env.fetchAllowedHosts, ...limits });
}

/**
 * The connection for a provider: the user's key (or base URL) first, then the instance's `AI_*` variable;
 * null when neither exists. A compatible endpoint needs a base URL and no key.
 */
export function connectionFor(
  provider: TextProvider,
  settings: UserSettings,
  keys: Partial<Record<ApiKeyProvider, string>>,
  env: Env,
): ProviderConnection | null {
  if (provider === 'compatible') {
    if (settings.aiSettings.compatibleBaseUrl) {
      return {
        provider,
        baseUrl: settings.aiSettings.compatibleBaseUrl,
        apiKey: undefined,
        source: 'user',
        fetch: aiFetchFor('user', env),
      };
    }
    if (env.AI_COMPATIBLE_BASE_URL)
      return {
        provider,
        baseUrl: env.AI_COMPATIBLE_BASE_URL,
        apiKey: env.AI_COMPATIBLE_API_KEY,
        source: 'instance',
        fetch: aiFetchFor('instance', env),
      };
    return null;
  }
  const info = providerInfo(provider);
  const own = info.keySlot ? keys[info.keySlot] : undefined;
  if (own) return { provider, apiKey: own, baseUrl: undefined, source: 'user', fetch: aiFetchFor('user', env) };
  const instance = info.envKey ? (env as unknown as Record<string, string | undefined>)[info.envKey] : undefined;
  return instance
    ? { provider, apiKey: instance, baseUrl: undefined, source: 'instance', fetch: aiFetchFor('instance', env) }
    : null;
}

/**
 * The provider a user's calls go to: their active choice when it is connected, otherwise the instance's
 * default provider (AI_DEFAULT_PROVIDER) when that is connected; null when no provider is.
 */
export function activeConnection(
  settings: UserSettings,
  keys: Partial<Record<ApiKeyProvider, string>>,
  env: Env,
): ProviderConnection | null {
  const chosen = textProviderFor(settings.aiSettings.activeProvider);
  const own = chosen ? connectionFor(chosen, settings, keys, env) : null;
  if (own) return own;
  const fallback =
    env.AI_DEFAULT_PROVIDER && TEXT_PROVIDERS.some((info) => info.id === env.AI_DEFAULT_PROVIDER)
      ? (env.AI_DEFAULT_PROVIDER as TextProvider)
      : null;
  return fallback ? connectionFor(fallback, settings, keys, env) : null;
}

/** The AI SDK model for a connection. Server only: the key lives in this object and nowhere else. */
export function languageModel(connection: ProviderConnection, modelId: string): LanguageModel {
  const { apiKey, fetch } = connection;
  switch (connection.provider) {
    case 'openai':
      return openAiSdk().createOpenAI({ apiKey, fetch })(modelId);
    case 'anthropic':
      return anthropicSdk().createAnthropic({ apiKey, fetch })(modelId);
    case 'google':
      return googleSdk().createGoogleGenerativeAI({ apiKey, fetch })(modelId);
    case 'mistral':
      return mistralSdk().createMistral({ apiKey, fetch })(modelId);
    case 'cohere':
      return cohereSdk().createCohere({ apiKey, fetch })(modelId);
    case 'deepseek':
      return deepSeekSdk().createDeepSeek({ apiKey, fetch })(modelId);
    case 'together':
      return togetherAiSdk().createTogetherAI({ apiKey, fetch })(modelId);
    case 'perplexity':
      return perplexitySdk().createPerplexity({ apiKey, fetch })(modelId);
    case 'openrouter':
      return openAiCompatibleSdk().createOpenAICompatible({
        name: 'openrouter',
        baseURL: OPENROUTER_BASE_URL,
        apiKey,
        includeUsage: true,
        fetch,
      })(modelId);
    case 'compatible':
      return openAiCompatibleSdk().createOpenAICompatible({
        name: 'compatible',
        baseURL: connection.baseUrl ?? '',
        apiKey,
        includeUsage: true,
        supportsStructuredOutputs: true,
        fetch,
      })(modelId);
  }
}

export function resolveModel(connection: ProviderConnection, role: ModelRole, settings: UserSettings): ResolvedModel {
  const modelId = chooseModel(connection.provider, role, settings.aiSettings.models);
  return {
    provider: connection.provider,
    modelId,
    model: languageModel(connection, modelId),
    source: connection.source,
  };
}
