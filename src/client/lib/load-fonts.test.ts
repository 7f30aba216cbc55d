import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_CHOICES, scaledFontSize } from './apply-appearance.ts';
import { ENTRY_FONTS, FONT_STYLESHEETS, loadFonts, resetLoadedFonts } from './load-fonts.ts';

const require = createRequire(import.meta.url);
const FONTS_DIR = path.join(import.meta.dirname, '../styles/fonts');
const SYSTEM_FONTS = ['System UI', 'Georgia'];

/** The @fontsource stylesheets one of our font files imports, read from the installed packages. */
function importedFaces(file: string): Array<{ specifier: string; css: string }> {
  const css = readFileSync(path.join(FONTS_DIR, file), 'utf8');
  return [...css.matchAll(/@import '([^']+)';/g)].map(([, specifier]) => ({
    specifier: specifier!,
    css: readFileSync(require.resolve(specifier!), 'utf8'),
  }));
}

// Issue 35 item 10: the fonts offered in Settings are bundled and self-hosted, latin subset, font-display swap,
// loaded on demand.
describe('the fonts offered in Settings', () => {
  it.each(FONT_CHOICES.filter((font) => !SYSTEM_FONTS.includes(font)))(
    '%s is self-hosted: in the entry stylesheet or a stylesheet of its own',
    (font) => {
      expect(ENTRY_FONTS.includes(font) !== (typeof FONT_STYLESHEETS[font] === 'function')).toBe(true);
    },
  );

  it.each([
    ['inter.css', 'Inter'],
    ['jetbrains-mono.css', 'JetBrains Mono'],
  ])('%s: the latin subset of %s from @fontsource, font-display swap, files of its own package', (file, family) => {
    const faces = importedFaces(file);
    expect(faces.length).toBeGreaterThanOrEqual(2);
    for (const { specifier, css } of faces) {
      expect(specifier).toMatch(/^@fontsource\/[a-z-]+\/latin-\d00\.css$/);
      expect(css).toContain(`font-family: '${family}'`);
      expect(css).toContain('font-display: swap');
      // Relative URLs into the package: bundled and served from our own origin, never a font CDN.
      for (const [, url] of css.matchAll(/url\(([^)]+)\)/g))
        expect(url).toMatch(/^\.\/files\/[\w-]+-latin-\d00-normal\.woff2?$/);
    }
  });

  // ADR 041: the default fonts are known from the first paint and never swap in after it (no layout shift, no late
  // largest paint); each face is a file of the font's own @fontsource package, the latin subset.
  it.each([
    ['outfit.css', 'Outfit', 'outfit', [400, 500, 600, 700]],
    ['playfair-display.css', 'Playfair Display', 'playfair-display', [400, 500, 700]],
    ['roboto-mono.css', 'Roboto Mono', 'roboto-mono', [400, 500]],
  ] as const)('%s: %s in the entry stylesheet, font-display optional, weights %j', (file, family, pkg, weights) => {
    const css = readFileSync(path.join(FONTS_DIR, file), 'utf8');
    expect(readFileSync(path.join(FONTS_DIR, '../app.css'), 'utf8')).toContain(`@import './fonts/${file}';`);
    const faces = css.split('@font-face').slice(1);
    expect(faces.map((face) => Number(/font-weight: (\d+)/.exec(face)?.[1]))).toEqual(weights);
    for (const face of faces) {
      expect(face).toContain(`font-family: '${family}'`);
      expect(face).toContain('font-display: optional');
      const urls = [...face.matchAll(/url\('([^']+)'\)/g)].map(([, url]) => url!);
      expect(urls.length).toBe(2);
      for (const url of urls) {
        expect(url).toMatch(new RegExp(`/node_modules/@fontsource/${pkg}/files/${pkg}-latin-\\d00-normal\\.woff2?$`));
        expect(readFileSync(path.join(FONTS_DIR, url)).length).toBeGreaterThan(1000);
      }
    }
  });
});

describe('loadFonts', () => {
  beforeEach(() => resetLoadedFonts());

  it('starts only the named webfonts, each once, and nothing for system fonts', () => {
    const stylesheets = {
      Outfit: vi.fn(async () => {}),
      Inter: vi.fn(async () => {}),
      'Roboto Mono': vi.fn(async () => {}),
    };
    expect(loadFonts(['Outfit', 'Georgia', 'Roboto Mono', 'Outfit'], stylesheets)).toEqual(['Outfit', 'Roboto Mono']);
    expect(loadFonts(['Outfit', 'Inter'], stylesheets)).toEqual(['Inter']);
    expect(stylesheets.Outfit).toHaveBeenCalledTimes(1);
    expect(stylesheets.Inter).toHaveBeenCalledTimes(1);
    expect(stylesheets['Roboto Mono']).toHaveBeenCalledTimes(1);
  });

  it('asks again for a font whose stylesheet failed to load', async () => {
    const stylesheets = { Outfit: vi.fn(() => Promise.reject(new Error('offline'))) };
    loadFonts(['Outfit'], stylesheets);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadFonts(['Outfit'], stylesheets)).toEqual(['Outfit']);
  });
});

describe('scaledFontSize (the per-font size factor, spec section 5)', () => {
  // 16 px × 1.05 (spec section 9) × Outfit's x-height over the font's (OS/2 sxHeight / unitsPerEm of the bundled
  // files): Outfit 475/1000 → 1; Inter 1118/2048 = 0.546 → 0.475 / 0.546 = 0.87; Roboto Mono 1082/2048 → 0.90.
  it.each([
    ['Outfit', 16, 16.8],
    ['Inter', 16, 14.616],
    ['Roboto Mono', 16, 15.12],
    ['Georgia', 16, 16.8],
    ['Some font from older settings', 20, 21],
  ])('%s at %i px reads %f px', (font, size, expected) => {
    expect(scaledFontSize(size, font)).toBeCloseTo(expected, 3);
  });
});
