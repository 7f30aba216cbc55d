import { expect, type Page } from '@playwright/test';

/**
 * Scrolls the editor to its documents (certificates, declarations, CLP label): they are drawn when their place under
 * the verdict comes near the viewport (when-near-viewport.tsx), as a perfumer scrolling down to them sees them.
 */
export async function scrollToFormulaDocuments(page: Page): Promise<void> {
  const waiting = page.locator('[data-near-viewport="waiting"]');
  const documents = page.getByRole('group', { name: 'Certificates and declarations' });
  await expect(waiting.or(documents).first()).toBeAttached();
  if ((await waiting.count()) > 0) await waiting.first().scrollIntoViewIfNeeded();
  await expect(waiting).toHaveCount(0);
  await expect(documents).toBeAttached();
}
