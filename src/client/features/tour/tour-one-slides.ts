/** Tour 1: the auto-playing story of 6 slides (spec sections 2 and 9). Durations in ms. */
export type StorySlide = {
  kind: 'intro' | 'feature' | 'reveal' | 'final';
  title: string;
  text?: string;
  fadeIn: number;
  hold: number;
  fadeOut: number;
  /** A real screen of the product under the text (public/media/images/screenshots). */
  screenshot?: 'formula-editor' | 'analysis' | 'materials';
  /** Black pause before the slide (the first slide starts from black). */
  blackStart?: number;
};

const FEATURE_TIMING = { fadeIn: 1600, hold: 800, fadeOut: 2000 } as const;

export const TOUR_ONE_SLIDES: readonly StorySlide[] = [
  { kind: 'intro', title: 'Every fragrance leaves a trail.', ...FEATURE_TIMING, blackStart: 800 },
  {
    kind: 'feature',
    title: 'A smart spreadsheet',
    text: 'Compose in a spreadsheet that checks IFRA restrictions and EU allergen limits as you type.',
    screenshot: 'formula-editor',
    ...FEATURE_TIMING,
  },
  {
    kind: 'feature',
    title: 'An AI assistant',
    text: 'Enrich a material with toxicology, odour profile, supplier pricing and usage notes, with your own AI provider.',
    ...FEATURE_TIMING,
  },
  {
    kind: 'feature',
    title: 'A comprehensive database',
    text: 'Materials, regulatory tables and perfumes, imported from public datasets with their licences.',
    screenshot: 'materials',
    ...FEATURE_TIMING,
  },
  { kind: 'reveal', title: 'One calm workbench for the perfumer.', fadeIn: 4400, hold: 400, fadeOut: 2000 },
  { kind: 'final', title: 'Sillage', fadeIn: 1600, hold: 800, fadeOut: 1200 },
];

export const HAS_SEEN_STORY_KEY = 'hasSeenPinnedStory';

export function markStorySeen(): void {
  try {
    localStorage.setItem(HAS_SEEN_STORY_KEY, 'true');
  } catch {
    // No storage: the story simply plays again next time.
  }
}

export function hasSeenStory(): boolean {
  try {
    return localStorage.getItem(HAS_SEEN_STORY_KEY) === 'true';
  } catch {
    return false;
  }
}
