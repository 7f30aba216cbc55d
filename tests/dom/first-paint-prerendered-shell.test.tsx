// first-paint.js on a prerendered signed-in page (ADR 046): whether the page fits this browser (else it is hidden
// and the app paints when it takes over), the stored theme for its inlined colours, and the reader's own day,
// greeting and shortcut in the slots, set before the first paint. The script is run as the browser runs it.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatGreetingDay, greetingAt } from '../../src/domain/shared/format-dates.ts';

const SCRIPT = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/first-paint.js'), 'utf8');
const root = document.documentElement;
const ATTRIBUTES = [
  'data-sl-prerendered-app',
  'data-sl-sidebar',
  'data-sl-collapse-below',
  'data-sl-prerender-skip',
  'data-sl-first-theme',
  'data-mantine-color-scheme',
  'data-density',
];

function runFirstPaint(page: { sidebar: 'full' | 'mini'; collapseBelow: number } | null, width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 900 });
  if (page) {
    root.setAttribute('data-sl-prerendered-app', '');
    root.setAttribute('data-sl-sidebar', page.sidebar);
    root.setAttribute('data-sl-collapse-below', String(page.collapseBelow));
  }
  new Function(SCRIPT)();
}

afterEach(() => {
  for (const name of ATTRIBUTES) root.removeAttribute(name);
  root.removeAttribute('style');
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('whether a prerendered signed-in page fits this browser', () => {
  it.each([
    ['a phone, whatever the sidebar', { sidebar: 'full', collapseBelow: 1280 }, 390, {}, true],
    ['a phone, the formula page drawn with a rail', { sidebar: 'mini', collapseBelow: 1500 }, 390, {}, true],
    ['a wide screen, the sidebar open as drawn', { sidebar: 'full', collapseBelow: 1280 }, 1440, {}, true],
    ['a laptop narrower than the page collapses at', { sidebar: 'full', collapseBelow: 1280 }, 1100, {}, false],
    ['the formula page at 1440 px: a rail, as drawn', { sidebar: 'mini', collapseBelow: 1500 }, 1440, {}, true],
    ['the formula page on a wide screen: open', { sidebar: 'mini', collapseBelow: 1500 }, 1600, {}, false],
    [
      'the sidebar closed by the user',
      { sidebar: 'full', collapseBelow: 1280 },
      1440,
      { sillage_sidebar_open: 'false' },
      false,
    ],
    [
      'a font the page was not drawn with',
      { sidebar: 'full', collapseBelow: 1280 },
      1440,
      { app_settings: JSON.stringify({ fontFamily: 'Inter' }) },
      false,
    ],
    [
      "a theme of the user's own",
      { sidebar: 'full', collapseBelow: 1280 },
      1440,
      { app_settings: JSON.stringify({ activeThemeIdentifier: 'user-abc' }) },
      false,
    ],
    [
      'a built-in theme and the default fonts',
      { sidebar: 'full', collapseBelow: 1280 },
      1440,
      { app_settings: JSON.stringify({ activeThemeIdentifier: 'default2', fontFamily: 'Outfit' }) },
      true,
    ],
  ] as const)('%s: shown %s', (_case, page, width, stored, fits) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    runFirstPaint(page, width);
    expect(root.hasAttribute('data-sl-prerender-skip')).toBe(!fits);
  });

  it('leaves a page that is not a prerendered signed-in one alone', () => {
    localStorage.setItem('sillage_sidebar_open', 'false');
    runFirstPaint(null, 1100);
    expect(root.hasAttribute('data-sl-prerender-skip')).toBe(false);
  });

  it("names the stored theme for the page's inlined colours", () => {
    localStorage.setItem('app_settings', JSON.stringify({ activeThemeIdentifier: 'default2', themeMode: 'light' }));
    runFirstPaint({ sidebar: 'full', collapseBelow: 1280 }, 1440);
    expect(root.getAttribute('data-sl-first-theme')).toBe('default2');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});

describe("the reader's own text in the page's slots", () => {
  it('sets the day and greeting as the app draws them, and leaves other text alone', async () => {
    runFirstPaint({ sidebar: 'full', collapseBelow: 1280 }, 1440);
    document.body.innerHTML =
      '<p><span data-sl-slot="day">server day</span></p>' +
      '<h1><span data-sl-slot="greeting">server greeting</span>, &lt;b&gt;Ada</h1>';
    await Promise.resolve();
    const now = new Date();
    expect(document.querySelector('p')?.textContent).toBe(formatGreetingDay(now));
    expect(document.querySelector('h1')?.textContent).toBe(`${greetingAt(now.getHours())}, <b>Ada`);
    expect(document.querySelector('h1 b')).toBeNull();
  });
});
