import type { AiProvider, ApiKeyProvider, ModelChoice } from '../settings/user-settings.ts';

/** A provider that writes text (chat, structured output, tool calls) through the AI SDK. */
export type TextProvider =
  | 'openai'
  | 'anthropic'
  | 'google'
  | 'mistral'
  | 'cohere'
  | 'deepseek'
  | 'together'
  | 'openrouter'
  | 'perplexity'
  | 'compatible';

export type ProviderInfo = {
  id: TextProvider;
  label: string;
  /** The settings.apiKeys slot holding the user's key; null when none is needed (a local endpoint). */
  keySlot: ApiKeyProvider | null;
  /** The instance's key, from the environment, when the user has none. */
  envKey: string | null;
  /** Default, fast and vision model names used when the user has not chosen any (spec section 3). */
  models: ModelChoice;
  /** Whether the provider answers tool calls reliably enough for the assistant. */
  tools: boolean;
};

/**
 * The text providers of spec section 3 that the AI SDK supports, plus an OpenAI-compatible endpoint at a base URL.
 * Model names are defaults a user may override per provider in Settings.
 */
export const TEXT_PROVIDERS: readonly ProviderInfo[] = [
  {
    id: 'openai',
    label: 'OpenAI',
    keySlot: 'openAI',
    envKey: 'AI_OPENAI_API_KEY',
    models: { default: 'gpt-4.1', fast: 'gpt-4.1-mini', vision: 'gpt-4.1' },
    tools: true,
  },
  {
    id: 'anthropic',
    label: 'Anthropic',
    keySlot: 'anthropic',
    envKey: 'AI_ANTHROPIC_API_KEY',
    models: { default: 'claude-sonnet-4-5', fast: 'claude-haiku-4-5', vision: 'claude-sonnet-4-5' },
    tools: true,
  },
  {
    id: 'google',
    label: 'Google',
    keySlot: 'google',
    envKey: 'AI_GOOGLE_API_KEY',
    models: { default: 'gemini-2.5-pro', fast: 'gemini-2.5-flash', vision: 'gemini-2.5-flash' },
    tools: true,
  },
  {
    id: 'mistral',
    label: 'Mistral',
    keySlot: 'mistral',
    envKey: 'AI_MISTRAL_API_KEY',
    models: { default: 'mistral-large-latest', fast: 'mistral-small-latest', vision: 'pixtral-large-latest' },
    tools: true,
  },
  {
    id: 'cohere',
    label: 'Cohere',
    keySlot: 'cohere',
    envKey: 'AI_COHERE_API_KEY',
    models: { default: 'command-a-03-2025', fast: 'command-r7b-12-2024', vision: 'command-a-vision-07-2025' },
    tools: true,
  },
  {
    id: 'deepseek',
    label: 'DeepSeek',
    keySlot: 'deepseek',
    envKey: 'AI_DEEPSEEK_API_KEY',
    models: { default: 'deepseek-v4-pro', fast: 'deepseek-v4-flash', vision: 'deepseek-v4-flash-vision-exp' },
    tools: true,
  },
  {
    id: 'together',
    label: 'Together',
    keySlot: 'together',
    envKey: 'AI_TOGETHER_API_KEY',
    models: {
      default: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
      fast: 'meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo',
      vision: 'meta-llama/Llama-3.2-90B-Vision-Instruct-Turbo',
    },
    tools: true,
  },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    keySlot: 'openRouter',
    envKey: 'AI_OPENROUTER_API_KEY',
    models: { default: 'openai/gpt-4.1', fast: 'openai/gpt-4.1-mini', vision: 'openai/gpt-4.1' },
    tools: true,
  },
  {
    id: 'perplexity',
    label: 'Perplexity',
    keySlot: 'perplexity',
    envKey: 'AI_PERPLEXITY_API_KEY',
    models: { default: 'sonar-pro', fast: 'sonar', vision: 'sonar-pro' },
    tools: false,
  },
  {
    id: 'compatible',
    label: 'OpenAI-compatible endpoint (Ollama, LM Studio, vLLM)',
    keySlot: null,
    envKey: 'AI_COMPATIBLE_API_KEY',
    models: { default: 'llama3.1', fast: 'llama3.1', vision: 'llava' },
    tools: true,
  },
];

export const TEXT_PROVIDER_IDS = TEXT_PROVIDERS.map((provider) => provider.id) as readonly TextProvider[];

export function providerInfo(id: TextProvider): ProviderInfo {
  const info = TEXT_PROVIDERS.find((provider) => provider.id === id);
  if (!info) throw new Error(`Unknown AI provider ${id}`);
  return info;
}

export function isTextProvider(value: string): value is TextProvider {
  return (TEXT_PROVIDER_IDS as readonly string[]).includes(value);
}

/**
 * The text provider a user's active choice stands for: 'both' means OpenAI first (spec section 5),
 * image-only providers (Stability, Runware) write no text.
 */
export function textProviderFor(active: AiProvider): TextProvider | null {
  if (active === 'both') return 'openai';
  return isTextProvider(active) ? active : null;
}

export type ModelRole = keyof ModelChoice;

/** The model name for a role: the user's choice when non-empty, else the provider's default. */
export function chooseModel(
  provider: TextProvider,
  role: ModelRole,
  chosen: Partial<Record<AiProvider, ModelChoice>>,
): string {
  const own = chosen[provider]?.[role]?.trim();
  return own || providerInfo(provider).models[role];
}

export const NO_PROVIDER_MESSAGE =
  'No AI provider is connected. Add a key for a provider in Settings → AI, or point Sillage at a local model (Ollama, LM Studio or vLLM) through an OpenAI-compatible base URL: no key is needed.';
