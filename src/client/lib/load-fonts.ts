/**
 * The webfonts the Settings offer, self-hosted from @fontsource packages (issue 35 item 10): each font's stylesheet
 * (src/client/styles/fonts/, the latin subset with `font-display: swap`) is its own lazy CSS chunk, fetched only when
 * a setting names the font, so the app entry carries no font. The browser then downloads only the weights a page uses.
 * System UI and Georgia are the system's own fonts: nothing to load.
 */
export const FONT_STYLESHEETS: Readonly<Record<string, () => Promise<unknown>>> = {
  Outfit: () => import('../styles/fonts/outfit.css'),
  Inter: () => import('../styles/fonts/inter.css'),
  'Playfair Display': () => import('../styles/fonts/playfair-display.css'),
  'Roboto Mono': () => import('../styles/fonts/roboto-mono.css'),
  'JetBrains Mono': () => import('../styles/fonts/jetbrains-mono.css'),
};

const requested = new Set<string>();

/**
 * Starts loading the stylesheet of each named webfont not asked for yet; returns the fonts it started. A font we do
 * not bundle (a system font, or a name kept from older settings) falls back to its stack's system fonts.
 */
export function loadFonts(
  names: readonly string[],
  stylesheets: Readonly<Record<string, () => Promise<unknown>>> = FONT_STYLESHEETS,
): string[] {
  const started: string[] = [];
  for (const name of new Set(names)) {
    const load = stylesheets[name];
    if (!load || requested.has(name)) continue;
    requested.add(name);
    started.push(name);
    void load().catch(() => requested.delete(name));
  }
  return started;
}

/** Forgets what was loaded (tests). */
export function resetLoadedFonts(): void {
  requested.clear();
}
