import type { TextProvider } from './ai-providers.ts';

/**
 * Material illustrations drawn by an image model. Sillage calls image models through the AI SDK's OpenAI and
 * Google providers; an OpenAI-compatible endpoint (the base URL of Settings → AI) answers the OpenAI image API.
 */
export const IMAGE_PROVIDER_OPTIONS = [
  { value: 'openai', label: 'OpenAI', model: 'gpt-image-1' },
  { value: 'google', label: 'Google', model: 'imagen-4.0-generate-001' },
  { value: 'compatible', label: 'OpenAI-compatible endpoint', model: 'gpt-image-1' },
] as const satisfies readonly { value: TextProvider; label: string; model: string }[];

export type ImageProvider = (typeof IMAGE_PROVIDER_OPTIONS)[number]['value'];

export function imageProviderFor(setting: string): ImageProvider | null {
  return IMAGE_PROVIDER_OPTIONS.find((option) => option.value === setting)?.value ?? null;
}

export function imageModelFor(provider: ImageProvider): string {
  return IMAGE_PROVIDER_OPTIONS.find((option) => option.value === provider)!.model;
}

export const IMAGE_DISABLED_MESSAGE =
  'Image generation is turned off. Turn on “Image generation” in Settings → AI to illustrate materials.';

export function unsupportedImageProviderMessage(setting: string): string {
  return `Sillage cannot draw images through “${setting}”. In Settings → AI, choose OpenAI, Google or an OpenAI-compatible endpoint (a local server works) as the image provider.`;
}

export function imageProviderNotConnectedMessage(label: string): string {
  return `The image provider (${label}) is not connected. Add its key in Settings → AI, or choose an OpenAI-compatible endpoint with a base URL as the image provider.`;
}

/** The bump when the prompt's wording changes, so a QA page can compare versions. */
export const MATERIAL_IMAGE_PROMPT_VERSION = 'material-image-v1';

export type MaterialImageSubject = {
  name: string;
  odourFamily: string | null;
  odourDescriptors: string[] | null;
  notePosition: string | null;
};

/**
 * The prompt for a material's illustration: a calm still life evoking its odour, never text, labels, molecules or
 * packaging claims (an illustration, not a document). Only the material's own descriptors are quoted.
 */
export function buildMaterialImagePrompt(material: MaterialImageSubject): string {
  const descriptors = (material.odourDescriptors ?? [])
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 8);
  const parts = [
    `A quiet, elegant still-life illustration evoking the perfumery material “${material.name.trim()}”.`,
    material.odourFamily ? `Odour family: ${material.odourFamily}.` : null,
    descriptors.length > 0 ? `Its scent is described as ${descriptors.join(', ')}.` : null,
    material.notePosition ? `It sits in the ${material.notePosition} of a fragrance.` : null,
    'Soft natural light, muted palette, plenty of empty space, painterly texture.',
    'No text, no letters, no labels, no bottles with brand names, no chemical structures.',
  ];
  return parts.filter((part): part is string => part !== null).join(' ');
}
