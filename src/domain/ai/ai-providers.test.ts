import { describe, expect, it } from 'vitest';
import { normaliseBaseUrl } from '../settings/user-settings.ts';
import { chooseModel, providerInfo, textProviderFor, TEXT_PROVIDERS } from './ai-providers.ts';

describe('textProviderFor', () => {
  it.each([
    ['openai', 'openai'],
    ['both', 'openai'],
    ['compatible', 'compatible'],
    ['stability', null],
    ['runware', null],
  ] as const)('%s writes text with %s', (active, expected) => {
    expect(textProviderFor(active)).toBe(expected);
  });
});

describe('chooseModel', () => {
  it.each([
    ['the default when nothing is chosen', {}, 'gpt-4.1'],
    ['the user’s choice', { openai: { default: 'gpt-4o', fast: '', vision: '' } }, 'gpt-4o'],
    ['the default when the choice is blank', { openai: { default: '  ', fast: '', vision: '' } }, 'gpt-4.1'],
  ] as const)('%s', (_, chosen, expected) => {
    expect(chooseModel('openai', 'default', chosen)).toBe(expected);
  });

  it('every provider names a default, a fast and a vision model; only the local endpoint needs no key', () => {
    for (const provider of TEXT_PROVIDERS) {
      expect(provider.models.default && provider.models.fast && provider.models.vision).toBeTruthy();
      expect(provider.keySlot === null).toBe(provider.id === 'compatible');
    }
    expect(providerInfo('compatible').label).toMatch(/Ollama/);
  });
});

describe('normaliseBaseUrl', () => {
  it.each([
    ['http://localhost:11434/v1', 'http://localhost:11434/v1'],
    ['https://llm.example.com/v1/', 'https://llm.example.com/v1'],
    ['  http://127.0.0.1:1234/v1  ', 'http://127.0.0.1:1234/v1'],
    ['ftp://example.com', ''],
    ['not a url', ''],
    ['', ''],
    [42, ''],
  ] as const)('%s gives %s', (value, expected) => {
    expect(normaliseBaseUrl(value)).toBe(expected);
  });
});
