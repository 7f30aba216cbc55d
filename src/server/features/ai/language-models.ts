import { createAnthropic } from '@ai-sdk/anthropic';
import { createCohere } from '@ai-sdk/cohere';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createPerplexity } from '@ai-sdk/perplexity';
import { createTogetherAI } from '@ai-sdk/togetherai';
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
      return createOpenAI({ apiKey, fetch })(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey, fetch })(modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, fetch })(modelId);
    case 'mistral':
      return createMistral({ apiKey, fetch })(modelId);
    case 'cohere':
      return createCohere({ apiKey, fetch })(modelId);
    case 'deepseek':
      return createDeepSeek({ apiKey, fetch })(modelId);
    case 'together':
      return createTogetherAI({ apiKey, fetch })(modelId);
    case 'perplexity':
      return createPerplexity({ apiKey, fetch })(modelId);
    case 'openrouter':
      return createOpenAICompatible({
        name: 'openrouter',
        baseURL: OPENROUTER_BASE_URL,
        apiKey,
        includeUsage: true,
        fetch,
      })(modelId);
    case 'compatible':
      return createOpenAICompatible({
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
