import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in a Mantine Select. The dropdown can close before the option is clicked when the screen re-renders
 * around it (the editor's side panel does while verdicts arrive), so opening and clicking is retried until the
 * select shows the choice. A select whose value comes back from the server shows it after the save's round trip: it is
 * waited for long enough that a chosen option is never clicked again (which would deselect it).
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await expect(async () => {
    await select.click({ timeout: 5_000 });
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(select).toHaveValue(option, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
