import type { Page } from '@playwright/test';

/**
 * Holds the app's entry (assets/app-*.js) back until the returned function is called: a prerendered page (ADR 029,
 * ADR 046) is all there is till then.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let releaseApp!: () => void;
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await appReleased;
    await route.continue();
  });
  return releaseApp;
}
