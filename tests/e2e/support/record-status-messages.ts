import type { Page } from '@playwright/test';

/**
 * Records the text of every status message (role="status") the page ever shows, from its next load on. The route
 * guard's message stays 900 ms before its redirect: an assertion polling every second after its first tries can miss
 * it on a busy machine (session 21's full run), a record of the page's own mutations cannot.
 */
export async function recordStatusMessages(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __statusMessages: string[] }).__statusMessages = seen;
    const note = () => {
      for (const element of document.querySelectorAll('[role="status"]')) {
        const text = element.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __statusMessages?: string[] }).__statusMessages ?? []);
}
