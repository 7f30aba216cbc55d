/**
 * The webfonts the Settings offer, self-hosted from @fontsource packages (issue 35 item 10). The default fonts
 * (Outfit for the body, Playfair Display for headings and reports, Roboto Mono for the spreadsheet) are declared in
 * the entry stylesheet with font-display: optional (styles/fonts/, imported by app.css; ADR 041), so that they never
 * swap in after a page's first paint. Each other font's stylesheet (the latin subset with `font-display: swap`: the
 * user chose it) is its own lazy CSS chunk, fetched only when a setting names the font. The browser then downloads
 * only the weights a page uses. System UI and Georgia are the system's own fonts: nothing to load.
 */
export const ENTRY_FONTS: readonly string[] = ['Outfit', 'Playfair Display', 'Roboto Mono'];

export const FONT_STYLESHEETS: Readonly<Record<string, () => Promise<unknown>>> = {
  Inter: () => import('../styles/fonts/inter.css'),
  'JetBrains Mono': () => import('../styles/fonts/jetbrains-mono.css'),
};

const requested = new Set<string>();

/**
 * Starts loading the stylesheet of each named webfont not asked for yet; returns the fonts it started. The entry's
 * fonts need nothing more; a font we do not bundle (a system font, or a name kept from older settings) falls back
 * to its stack's system fonts.
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
