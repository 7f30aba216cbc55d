// The zod schema of a settings change, apart from user-settings.ts so the app shell (which normalises settings)
// does not load zod.
import { z } from 'zod';
import { AI_PROVIDERS, API_KEY_PROVIDERS, DENSITY_MODES, normaliseBaseUrl, THEME_MODES } from './user-settings.ts';

const ModelChoiceSchema = z.object({
  default: z.string().trim().max(100),
  fast: z.string().trim().max(100),
  vision: z.string().trim().max(100),
});

/** The body a client sends to change settings: any subset of fields, plus apiKeys to set or clear. */
export const UpdateSettingsInputSchema = z
  .object({
    themeMode: z.enum(THEME_MODES),
    activeThemeIdentifier: z.string().trim().min(1).max(100),
    densityMode: z.enum(DENSITY_MODES),
    reducedMotion: z.boolean(),
    autoSave: z.boolean(),
    showTips: z.boolean(),
    notificationsEnabled: z.boolean(),
    developerMode: z.boolean(),
    diagnosticsEnabled: z.boolean(),
    materialClassifierEnabled: z.boolean(),
    consolidationEnabled: z.boolean(),
    classificationThreshold: z.number(),
    consolidationThreshold: z.number(),
    consolidationBatchSize: z.number(),
    aiSettings: z.object({
      activeProvider: z.enum(AI_PROVIDERS),
      models: z.record(z.string(), ModelChoiceSchema).optional(),
      compatibleBaseUrl: z
        .string()
        .trim()
        .max(300)
        .refine(
          (value) => value === '' || normaliseBaseUrl(value) !== '',
          'Enter an http:// or https:// address, or leave it empty',
        )
        .optional(),
    }),
    imageGenerationProvider: z.string().max(100),
    enableImageGeneration: z.boolean(),
    costLimitPerMonth: z.number().min(0).max(100_000),
    fontFamily: z.string().max(100),
    fontSize: z.number(),
    fontFamilyReports: z.string().max(100),
    fontFamilyCards: z.string().max(100),
    fontFamilySpreadsheet: z.string().max(100),
    fontFamilyTooltip: z.string().max(100),
    letterSpacing: z.number(),
    hideFeedbackWidget: z.boolean(),
    hideOnboardingChecklist: z.boolean(),
    certificateSignatory: z.string().max(200),
    certificateSignatoryRole: z.string().max(200),
    certificateCompany: z.string().max(200),
    certificateCompanyAddress: z.string().max(800),
    companyCurrency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?:[A-Z]{3})?$/, 'Currency must be a 3-letter code such as EUR, or empty to follow your locale'),
    companyVatNumber: z
      .string()
      .trim()
      .max(30)
      .regex(
        /^(?:[A-Za-z]{2}[A-Za-z0-9 .+*-]{2,16})?$/,
        'A VAT number starts with its country code, e.g. FR01012345678',
      ),
    apiKeys: z.partialRecord(z.enum(API_KEY_PROVIDERS), z.string().max(500)),
  })
  .partial()
  .strict();
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInputSchema>;
