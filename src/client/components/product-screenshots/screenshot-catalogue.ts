/**
 * The product pictures of the public pages, tours and splash: real screens of a seeded demo account, taken by
 * `npm run marketing:screenshots` (scripts/marketing-screenshots.ts) and committed under
 * public/media/images/screenshots/. One list, read by the script and by the pages, so they cannot disagree.
 */
export const SCREENSHOT_THEMES = ['light', 'dark'] as const;
export const SCREENSHOT_DEVICES = ['desktop', 'phone'] as const;
export type ScreenshotTheme = (typeof SCREENSHOT_THEMES)[number];
export type ScreenshotDevice = (typeof SCREENSHOT_DEVICES)[number];

export type ScreenshotScreen = {
  id: 'formula-editor' | 'analysis' | 'materials';
  /** The screen's address; `:formulaId` is the demo formula. */
  path: string;
  /** A selector the script waits for before it takes the picture. */
  ready?: string;
  /** Text that shows the screen has done its work (compliance computed, rows found). */
  readyText?: string;
  /** A search the script types first (label of the box, text). */
  search?: { label: string; text: string };
  /** A heading the script scrolls to the top of the picture. */
  scrollTo?: string;
  title: string;
  /** What the picture shows, for screen readers and when it does not load. */
  alt: string;
};

export const SCREENSHOT_SCREENS: readonly ScreenshotScreen[] = [
  {
    id: 'formula-editor',
    path: '/formula?id=:formulaId',
    ready: '.formula-grid',
    readyText: 'OK',
    title: 'Formula editor with live compliance',
    alt: 'The formula editor: an eau de Cologne in the spreadsheet, with its IFRA and EU compliance checked beside it.',
  },
  {
    id: 'analysis',
    path: '/formula-analysis?id=:formulaId',
    scrollTo: 'Compliance by IFRA category',
    title: 'Analysis and certificates',
    alt: 'Formula analysis: the formula’s compliance and maximum dosage in each IFRA category, with its certificates.',
  },
  {
    id: 'materials',
    path: '/materials',
    search: { label: 'Search materials', text: 'rose' },
    title: 'Materials library',
    alt: 'The materials library: materials with CAS numbers, odour families and regulatory status.',
  },
];

/** Pixel sizes of the committed pictures (the phone ones are taken at twice the density). */
export const SCREENSHOT_SIZES: Record<ScreenshotDevice, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 780, height: 1688 },
};

export const SCREENSHOT_BASE_URL = '/media/images/screenshots/';

export function screenshotFileName(id: ScreenshotScreen['id'], theme: ScreenshotTheme, device: ScreenshotDevice) {
  return `${id}-${theme}-${device}.webp`;
}

export function screenshotUrl(id: ScreenshotScreen['id'], theme: ScreenshotTheme, device: ScreenshotDevice) {
  return `${SCREENSHOT_BASE_URL}${screenshotFileName(id, theme, device)}`;
}

export function findScreenshotScreen(id: ScreenshotScreen['id']): ScreenshotScreen {
  return SCREENSHOT_SCREENS.find((screen) => screen.id === id)!;
}
