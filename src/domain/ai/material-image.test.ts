import { describe, expect, it } from 'vitest';
import { buildMaterialImagePrompt, imageModelFor, imageProviderFor } from './material-image.ts';

describe('buildMaterialImagePrompt', () => {
  it.each([
    {
      material: {
        name: ' Linalool ',
        odourFamily: 'Floral',
        odourDescriptors: ['floral', ' woody', ''],
        notePosition: 'heart',
      },
      contains: ['“Linalool”', 'Odour family: Floral.', 'described as floral, woody.', 'in the heart of a fragrance'],
      absent: [],
    },
    {
      material: { name: 'Iso E Super', odourFamily: null, odourDescriptors: null, notePosition: null },
      contains: ['“Iso E Super”', 'No text'],
      absent: ['Odour family', 'described as', 'sits in'],
    },
  ])('quotes only what the material has: $material.name', ({ material, contains, absent }) => {
    const prompt = buildMaterialImagePrompt(material);
    for (const part of contains) expect(prompt).toContain(part);
    for (const part of absent) expect(prompt).not.toContain(part);
  });
});

describe('image providers', () => {
  it.each([
    ['openai', 'openai', 'gpt-image-1'],
    ['compatible', 'compatible', 'gpt-image-1'],
    ['google', 'google', 'imagen-4.0-generate-001'],
    ['stability', null, null],
    ['', null, null],
  ])('%s → %s', (setting, provider, model) => {
    expect(imageProviderFor(setting)).toBe(provider);
    if (provider) expect(imageModelFor(provider as 'openai')).toBe(model);
  });
});
