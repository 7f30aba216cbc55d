/** The AI providers whose keys a user may store (spec section 3, settings.apiKeys). */
export const API_KEY_PROVIDERS = [
  'openAI',
  'perplexity',
  'elevenLabs',
  'anthropic',
  'deepseek',
  'google',
  'mistral',
  'cohere',
  'together',
  'openRouter',
  'stability',
  'runware',
] as const;
export type ApiKeyProvider = (typeof API_KEY_PROVIDERS)[number];

/** The providers a user may make active (spec section 5). */
export const AI_PROVIDERS = [
  'anthropic',
  'openai',
  'both',
  'deepseek',
  'google',
  'mistral',
  'cohere',
  'together',
  'openrouter',
  'stability',
  'runware',
  'perplexity',
  /** An OpenAI-compatible endpoint at a base URL (Ollama, LM Studio, vLLM): no key needed. */
  'compatible',
] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const DENSITY_MODES = ['compact', 'comfortable', 'spacious'] as const;
export type DensityMode = (typeof DENSITY_MODES)[number];

export type ModelChoice = { default: string; fast: string; vision: string };

export type UserSettings = {
  themeMode: ThemeMode;
  activeThemeIdentifier: string;
  densityMode: DensityMode;
  reducedMotion: boolean;
  autoSave: boolean;
  showTips: boolean;
  notificationsEnabled: boolean;
  developerMode: boolean;
  diagnosticsEnabled: boolean;
  materialClassifierEnabled: boolean;
  consolidationEnabled: boolean;
  /** 0..1 */
  classificationThreshold: number;
  /** 0..1 */
  consolidationThreshold: number;
  /** integer 1..1000 */
  consolidationBatchSize: number;
  aiSettings: {
    activeProvider: AiProvider;
    models: Partial<Record<AiProvider, ModelChoice>>;
    /** Base URL of the OpenAI-compatible endpoint ('' when none), e.g. http://localhost:11434/v1 for Ollama. */
    compatibleBaseUrl: string;
  };
  imageGenerationProvider: string;
  enableImageGeneration: boolean;
  /** US dollars per month */
  costLimitPerMonth: number;
  fontFamily: string;
  fontSize: number;
  fontFamilyReports: string;
  fontFamilyCards: string;
  fontFamilySpreadsheet: string;
  fontFamilyTooltip: string;
  letterSpacing: number;
  hideFeedbackWidget: boolean;
  /** The dashboard's getting-started checklist was dismissed. */
  hideOnboardingChecklist: boolean;
  /** The Company section: printed on IFRA certificates and allergen declarations (who signs, for which company). */
  certificateSignatory: string;
  certificateSignatoryRole: string;
  certificateCompany: string;
  /** Postal address, one line per line of the letterhead. */
  certificateCompanyAddress: string;
  /** The company's currency (ISO 4217) prices are shown in; '' follows the browser's locale. */
  companyCurrency: string;
  /** The company's VAT number with its country prefix (e.g. FR01012345678): UFIs are made from it (CLP Annex VIII). */
  companyVatNumber: string;
};

/** Settings with stored API keys shown only as masks, never in full. */
export type PublicUserSettings = UserSettings & { apiKeys: Partial<Record<ApiKeyProvider, string>> };

export const DEFAULT_FONT_SIZE_PX = 16;

export const DEFAULT_SETTINGS: UserSettings = {
  themeMode: 'dark',
  activeThemeIdentifier: 'default2',
  densityMode: 'comfortable',
  reducedMotion: false,
  autoSave: true,
  showTips: true,
  notificationsEnabled: true,
  developerMode: false,
  diagnosticsEnabled: false,
  materialClassifierEnabled: false,
  consolidationEnabled: true,
  classificationThreshold: 0.8,
  consolidationThreshold: 0.75,
  consolidationBatchSize: 50,
  aiSettings: { activeProvider: 'openai', models: {}, compatibleBaseUrl: '' },
  imageGenerationProvider: 'openai',
  enableImageGeneration: true,
  costLimitPerMonth: 50,
  fontFamily: 'Outfit',
  fontSize: DEFAULT_FONT_SIZE_PX,
  fontFamilyReports: 'Playfair Display',
  fontFamilyCards: 'Outfit',
  fontFamilySpreadsheet: 'Roboto Mono',
  fontFamilyTooltip: 'Outfit',
  letterSpacing: 0,
  hideFeedbackWidget: false,
  hideOnboardingChecklist: false,
  certificateSignatory: '',
  certificateSignatoryRole: '',
  certificateCompany: '',
  certificateCompanyAddress: '',
  companyCurrency: '',
  companyVatNumber: '',
};

/** What a visitor who is not signed in gets (spec section 4): theme colour zinc, dark mode, comfortable density. */
export const LOGGED_OUT_SETTINGS: UserSettings = {
  ...DEFAULT_SETTINGS,
  themeMode: 'dark',
  activeThemeIdentifier: 'zinc',
  densityMode: 'comfortable',
};

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function numberInRange(value: unknown, min: number, max: number, fallback: number): number {
  return isFiniteNumber(value) && value >= min && value <= max ? value : fallback;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function trimmedString(value: unknown, fallback: string, maxLength = 200): string {
  return typeof value === 'string' ? value.trim().slice(0, maxLength) : fallback;
}

/** A postal address: trimmed lines, no blank lines, at most 6 lines of 120 characters. */
function trimmedAddress(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  return value
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, 120))
    .filter((line) => line !== '')
    .slice(0, 6)
    .join('\n');
}

function nonEmptyString(value: unknown, fallback: string, maxLength = 100): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, maxLength) : fallback;
}

/** A font size in px: not a number, or zero or less, falls back to 16 px (spec section 5). */
export function normaliseFontSize(value: unknown): number {
  return isFiniteNumber(value) && value > 0 ? Math.min(value, 40) : DEFAULT_FONT_SIZE_PX;
}

/** One provider's model choice: three trimmed names of at most 100 characters (as UpdateSettingsInputSchema). */
function modelChoice(value: unknown): { default: string; fast: string; vision: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const names: string[] = [];
  for (const key of ['default', 'fast', 'vision']) {
    const name = record[key];
    if (typeof name !== 'string' || name.trim().length > 100) return null;
    names.push(name.trim());
  }
  return { default: names[0]!, fast: names[1]!, vision: names[2]! };
}

function normaliseModels(value: unknown): UserSettings['aiSettings']['models'] {
  if (typeof value !== 'object' || value === null) return {};
  const models: UserSettings['aiSettings']['models'] = {};
  for (const [provider, choice] of Object.entries(value)) {
    const parsed = modelChoice(choice);
    if ((AI_PROVIDERS as readonly string[]).includes(provider) && parsed) {
      models[provider as AiProvider] = parsed;
    }
  }
  return models;
}

/** An http(s) URL without a trailing slash, or '' for anything else. */
export function normaliseBaseUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed.length > 300) return '';
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : '';
  } catch {
    return '';
  }
}

/**
 * Merges a partial change into current settings and normalises every value (spec sections 4 and 5):
 * out-of-range or wrongly typed values fall back to the defaults, never to garbage.
 */
export function normaliseSettings(current: UserSettings, change: Record<string, unknown>): UserSettings {
  const merged: Record<string, unknown> = { ...current, ...change };
  const ai = (typeof merged.aiSettings === 'object' && merged.aiSettings !== null ? merged.aiSettings : {}) as Record<
    string,
    unknown
  >;
  const d = DEFAULT_SETTINGS;
  return {
    themeMode: oneOf(THEME_MODES, merged.themeMode, d.themeMode),
    activeThemeIdentifier: nonEmptyString(merged.activeThemeIdentifier, d.activeThemeIdentifier),
    densityMode: oneOf(DENSITY_MODES, merged.densityMode, d.densityMode),
    reducedMotion: booleanOr(merged.reducedMotion, d.reducedMotion),
    autoSave: booleanOr(merged.autoSave, d.autoSave),
    showTips: booleanOr(merged.showTips, d.showTips),
    notificationsEnabled: booleanOr(merged.notificationsEnabled, d.notificationsEnabled),
    developerMode: booleanOr(merged.developerMode, d.developerMode),
    diagnosticsEnabled: booleanOr(merged.diagnosticsEnabled, d.diagnosticsEnabled),
    materialClassifierEnabled: booleanOr(merged.materialClassifierEnabled, d.materialClassifierEnabled),
    consolidationEnabled: booleanOr(merged.consolidationEnabled, d.consolidationEnabled),
    classificationThreshold: numberInRange(merged.classificationThreshold, 0, 1, d.classificationThreshold),
    consolidationThreshold: numberInRange(merged.consolidationThreshold, 0, 1, d.consolidationThreshold),
    consolidationBatchSize:
      Number.isInteger(merged.consolidationBatchSize) &&
      (merged.consolidationBatchSize as number) >= 1 &&
      (merged.consolidationBatchSize as number) <= 1000
        ? (merged.consolidationBatchSize as number)
        : d.consolidationBatchSize,
    aiSettings: {
      activeProvider: oneOf(AI_PROVIDERS, ai.activeProvider, d.aiSettings.activeProvider),
      models: normaliseModels(ai.models),
      compatibleBaseUrl: normaliseBaseUrl(ai.compatibleBaseUrl),
    },
    imageGenerationProvider: nonEmptyString(merged.imageGenerationProvider, d.imageGenerationProvider),
    enableImageGeneration: booleanOr(merged.enableImageGeneration, d.enableImageGeneration),
    costLimitPerMonth: numberInRange(merged.costLimitPerMonth, 0, 100_000, d.costLimitPerMonth),
    fontFamily: nonEmptyString(merged.fontFamily, d.fontFamily),
    fontSize: normaliseFontSize(merged.fontSize),
    fontFamilyReports: nonEmptyString(merged.fontFamilyReports, d.fontFamilyReports),
    fontFamilyCards: nonEmptyString(merged.fontFamilyCards, d.fontFamilyCards),
    fontFamilySpreadsheet: nonEmptyString(merged.fontFamilySpreadsheet, d.fontFamilySpreadsheet),
    fontFamilyTooltip: nonEmptyString(merged.fontFamilyTooltip, d.fontFamilyTooltip),
    letterSpacing: numberInRange(merged.letterSpacing, -0.1, 0.3, d.letterSpacing),
    hideFeedbackWidget: booleanOr(merged.hideFeedbackWidget, d.hideFeedbackWidget),
    hideOnboardingChecklist: booleanOr(merged.hideOnboardingChecklist, d.hideOnboardingChecklist),
    certificateSignatory: trimmedString(merged.certificateSignatory, d.certificateSignatory),
    certificateSignatoryRole: trimmedString(merged.certificateSignatoryRole, d.certificateSignatoryRole),
    certificateCompany: trimmedString(merged.certificateCompany, d.certificateCompany),
    certificateCompanyAddress: trimmedAddress(merged.certificateCompanyAddress, d.certificateCompanyAddress),
    companyCurrency: normaliseCurrencyCode(merged.companyCurrency),
    companyVatNumber: trimmedString(merged.companyVatNumber, d.companyVatNumber, 30).toUpperCase(),
  };
}

/** A 3-letter currency code in capitals, or '' (follow the locale) for anything else. */
export function normaliseCurrencyCode(value: unknown): string {
  if (typeof value !== 'string') return '';
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : '';
}

/** API keys are kept only when they are non-empty strings, trimmed (spec section 5). An empty string removes a key. */
export function normaliseApiKeys(change: Record<string, unknown>): {
  set: Partial<Record<ApiKeyProvider, string>>;
  remove: ApiKeyProvider[];
} {
  const set: Partial<Record<ApiKeyProvider, string>> = {};
  const remove: ApiKeyProvider[] = [];
  for (const provider of API_KEY_PROVIDERS) {
    const value = change[provider];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed === '') remove.push(provider);
    else set[provider] = trimmed.slice(0, 500);
  }
  return { set, remove };
}

/** Shows the last four characters of a key only: '••••abcd'. */
export function maskApiKey(key: string): string {
  return `••••${key.slice(-4)}`;
}

/** The formula spreadsheet's row height per density (spec section 4: density applies to the spreadsheet rows). */
export const GRID_ROW_HEIGHT_PX: Record<DensityMode, number> = { compact: 28, comfortable: 34, spacious: 42 };
