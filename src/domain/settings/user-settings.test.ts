import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  LOGGED_OUT_SETTINGS,
  maskApiKey,
  normaliseApiKeys,
  normaliseFontSize,
  normaliseSettings,
} from './user-settings.ts';
import { UpdateSettingsInputSchema } from './user-settings.schemas.ts';

describe('normaliseSettings', () => {
  it.each([
    ['classification threshold 0 (lower bound) is kept', { classificationThreshold: 0 }, 'classificationThreshold', 0],
    ['classification threshold 1 (upper bound) is kept', { classificationThreshold: 1 }, 'classificationThreshold', 1],
    [
      'classification threshold just over 1 falls back to 0.8',
      { classificationThreshold: 1.0001 },
      'classificationThreshold',
      0.8,
    ],
    [
      'classification threshold below 0 falls back to 0.8',
      { classificationThreshold: -0.1 },
      'classificationThreshold',
      0.8,
    ],
    [
      'consolidation threshold as a string falls back to 0.75',
      { consolidationThreshold: '0.5' },
      'consolidationThreshold',
      0.75,
    ],
    [
      'consolidation threshold NaN falls back to 0.75',
      { consolidationThreshold: Number.NaN },
      'consolidationThreshold',
      0.75,
    ],
    ['batch size 1 (lower bound) is kept', { consolidationBatchSize: 1 }, 'consolidationBatchSize', 1],
    ['batch size 1000 (upper bound) is kept', { consolidationBatchSize: 1000 }, 'consolidationBatchSize', 1000],
    ['batch size 1001 falls back to 50', { consolidationBatchSize: 1001 }, 'consolidationBatchSize', 50],
    ['batch size 0 falls back to 50', { consolidationBatchSize: 0 }, 'consolidationBatchSize', 50],
    ['batch size 10.5 falls back to 50', { consolidationBatchSize: 10.5 }, 'consolidationBatchSize', 50],
    [
      'consolidation enabled as a string falls back to true',
      { consolidationEnabled: 'no' },
      'consolidationEnabled',
      true,
    ],
    ['consolidation disabled is kept', { consolidationEnabled: false }, 'consolidationEnabled', false],
    ['density compact is kept', { densityMode: 'compact' }, 'densityMode', 'compact'],
    ['density huge falls back to comfortable', { densityMode: 'huge' }, 'densityMode', 'comfortable'],
    ['theme mode system is kept', { themeMode: 'system' }, 'themeMode', 'system'],
    ['theme mode sepia falls back to dark', { themeMode: 'sepia' }, 'themeMode', 'dark'],
    [
      'a blank theme identifier falls back to default2',
      { activeThemeIdentifier: '   ' },
      'activeThemeIdentifier',
      'default2',
    ],
  ])('%s', (_, change, field, expected) => {
    expect(normaliseSettings(DEFAULT_SETTINGS, change)[field as keyof typeof DEFAULT_SETTINGS]).toEqual(expected);
  });

  it.each([
    ['anthropic', 'anthropic'],
    ['both', 'both'],
    ['openrouter', 'openrouter'],
    ['skynet', 'openai'],
    [42, 'openai'],
  ])('AI provider %s becomes %s', (provider, expected) => {
    expect(
      normaliseSettings(DEFAULT_SETTINGS, { aiSettings: { activeProvider: provider } }).aiSettings.activeProvider,
    ).toBe(expected);
  });

  it('keeps the company address as trimmed lines without blank ones', () => {
    const settings = normaliseSettings(DEFAULT_SETTINGS, {
      certificateCompanyAddress: '  12 rue des Fleurs \r\n\n 06130 Grasse\nFrance  ',
      certificateSignatoryRole: ' Perfumer ',
    });
    expect(settings.certificateCompanyAddress).toBe('12 rue des Fleurs\n06130 Grasse\nFrance');
    expect(settings.certificateSignatoryRole).toBe('Perfumer');
    expect(normaliseSettings(settings, { certificateCompanyAddress: 42 }).certificateCompanyAddress).toBe('');
  });

  it('keeps the fields a change does not name', () => {
    const current = normaliseSettings(DEFAULT_SETTINGS, { densityMode: 'spacious', fontFamily: 'Georgia' });
    expect(normaliseSettings(current, { themeMode: 'light' })).toMatchObject({
      densityMode: 'spacious',
      fontFamily: 'Georgia',
      themeMode: 'light',
    });
  });

  it('has the defaults of spec section 9', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      themeMode: 'dark',
      activeThemeIdentifier: 'default2',
      densityMode: 'comfortable',
      autoSave: true,
      showTips: true,
      notificationsEnabled: true,
      developerMode: false,
      consolidationEnabled: true,
      enableImageGeneration: true,
      imageGenerationProvider: 'openai',
      classificationThreshold: 0.8,
      consolidationThreshold: 0.75,
      consolidationBatchSize: 50,
      costLimitPerMonth: 50,
      fontFamily: 'Outfit',
      fontFamilyReports: 'Playfair Display',
      fontFamilySpreadsheet: 'Roboto Mono',
      fontSize: 16,
    });
    expect(DEFAULT_SETTINGS.aiSettings.activeProvider).toBe('openai');
    expect(LOGGED_OUT_SETTINGS).toMatchObject({
      activeThemeIdentifier: 'zinc',
      themeMode: 'dark',
      densityMode: 'comfortable',
    });
  });
});

describe('normaliseFontSize', () => {
  it.each([
    [14, 14],
    [0, 16],
    [-2, 16],
    ['18', 16],
    [Number.POSITIVE_INFINITY, 16],
    [undefined, 16],
  ])('%s px gives %s px', (size, expected) => {
    expect(normaliseFontSize(size)).toBe(expected);
  });
});

describe('normaliseApiKeys', () => {
  it('keeps non-empty keys trimmed, removes blank ones and ignores unknown providers and non-strings', () => {
    expect(normaliseApiKeys({ openAI: '  sk-1  ', anthropic: '   ', google: 42, hal: 'x' })).toEqual({
      set: { openAI: 'sk-1' },
      remove: ['anthropic'],
    });
  });

  it('masks a key to its last four characters', () => {
    expect(maskApiKey('sk-abcdefgh1234')).toBe('••••1234');
  });
});

describe('companyCurrency: a 3-letter code, or empty to follow the locale', () => {
  it.each([
    ['a code', 'EUR', 'EUR'],
    ['lower case is raised', 'gbp', 'GBP'],
    ['spaces trimmed', ' chf ', 'CHF'],
    ['empty follows the locale', '', ''],
    ['not a code', 'euros', ''],
    ['a symbol', '€', ''],
    ['not a string', 42, ''],
  ])('%s', (_, value, expected) => {
    expect(normaliseSettings(DEFAULT_SETTINGS, { companyCurrency: value }).companyCurrency).toBe(expected);
  });

  it('the settings schema refuses what is not a code', () => {
    expect(UpdateSettingsInputSchema.safeParse({ companyCurrency: 'euros' }).success).toBe(false);
    expect(UpdateSettingsInputSchema.parse({ companyCurrency: 'eur' }).companyCurrency).toBe('EUR');
    expect(UpdateSettingsInputSchema.parse({ companyCurrency: '' }).companyCurrency).toBe('');
  });
});
