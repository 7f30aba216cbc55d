import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { signInAsAdmin } from './support/admin-account.ts';
import { chooseOption } from './support/choose-option.ts';
import { signUpThroughForm, uniqueEmail } from './support/sign-up-through-form.ts';
import { readOutbox } from './support/read-json.ts';

// Four browser contexts in one journey: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function findInviteLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, email);
        link =
          messages
            .map((message) => message.text.match(/https?:\/\/\S+\/accept-invite\?token=[\w-]+/)?.[0] ?? '')
            .filter(Boolean)
            .at(-1) ?? '';
        return link;
      },
      { message: `an invitation e-mail to ${email} arrives in the outbox` },
    )
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

test('the end of every screen scrolls clear of the floating Feedback button, at desktop and phone width', async ({
  page,
}) => {
  await signUpThroughForm(page, 'clearance');
  for (const [viewport, path] of [
    [{ width: 1440, height: 900 }, '/dashboard'],
    [{ width: 1440, height: 900 }, '/settings'],
    [{ width: 390, height: 844 }, '/dashboard'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    const button = page.getByRole('button', { name: 'Feedback', exact: true });
    await expect(button).toBeVisible();
    await page.waitForLoadState('networkidle');
    const buttonTop = (await button.boundingBox())?.y ?? 0;
    // Scrolled to the end, the lowest content of the page (the main area's children, the footer included) ends
    // above the button. Polled: the screen's cards may still be arriving.
    await expect
      .poll(
        () =>
          page.locator('main').evaluate((main) => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return Math.max(...[...main.children].map((child) => child.getBoundingClientRect().bottom));
          }),
        { message: `${path} at ${viewport.width} px` },
      )
      .toBeLessThanOrEqual(buttonTop);
  }
});

test('two users vote on an idea; the admin filters by status and sentiment and replies; the author reads the reply', async ({
  page,
  browser,
}) => {
  const title = `Group the library by odour family ${Date.now()}`;
  await signUpThroughForm(page, 'author');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('A view of the materials library grouped by family, with counts.');
  await dialog.getByRole('button', { name: /submit/i }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  for (const label of ['voter-one', 'voter-two']) {
    const voter = await newPage(browser);
    await signUpThroughForm(voter.page, label);
    await voter.page.goto('/feedback');
    await voter.page.getByRole('tab', { name: 'Ideas to vote on' }).click();
    const idea = voter.page.getByTestId('board-item').filter({ hasText: title });
    await idea.getByRole('button', { name: /Vote for this/ }).click();
    await expect(idea.getByRole('button', { name: /Remove your vote/ })).toBeVisible();
    await voter.context.close();
  }

  const admin = await newPage(browser);
  await signInAsAdmin(admin.context.request);
  await admin.page.goto('/admin/beta-feedback');
  await admin.page.getByRole('textbox', { name: 'Search title or description' }).fill(title);
  const item = admin.page.getByTestId('admin-feedback-item').filter({ hasText: title });
  await expect(item).toContainText('2 votes');
  await item.getByRole('button', { name: 'Open' }).click();
  // The item's selects, below the filters' selects of the same names: retried, as the item opening re-renders them.
  await chooseOption(admin.page, item.getByLabel('Status', { exact: true }), 'Planned');
  await expect(admin.page.getByText('Status saved')).toBeVisible();
  await chooseOption(admin.page, item.getByLabel('Sentiment', { exact: true }), 'Positive');
  await expect(admin.page.getByText('Sentiment saved')).toBeVisible();

  await admin.page.getByRole('textbox', { name: 'Search title or description' }).fill('');
  await admin.page.evaluate(() => window.scrollTo(0, 0));
  await admin.page.getByLabel('Status', { exact: true }).first().click({ force: true });
  await admin.page.getByRole('option', { name: 'Planned', exact: true }).click();
  await admin.page.keyboard.press('Escape');
  await admin.page.getByLabel('Sentiment', { exact: true }).first().click({ force: true });
  await admin.page.getByRole('option', { name: 'Positive', exact: true }).click();
  await admin.page.keyboard.press('Escape');
  const filtered = admin.page.getByTestId('admin-feedback-item').filter({ hasText: title });
  await expect(filtered).toBeVisible();
  // The item stays open when the list re-renders under the new filters.
  const openButton = filtered.getByRole('button', { name: 'Open' });
  if (await openButton.isVisible()) await openButton.click();
  await filtered
    .getByRole('textbox', { name: 'Reply to the author' })
    .fill('Planned for the next release: families with counts.');
  await filtered.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.page.getByText('Reply sent')).toBeVisible();
  await admin.context.close();

  await page.goto('/feedback');
  const mine = page.getByTestId('feedback-item').filter({ hasText: title });
  await expect(mine).toContainText('Planned');
  await expect(mine).toContainText('Planned for the next release: families with counts.');
});

test('an invitation creates an account once; a used and a revoked link each say why', async ({
  page,
  browser,
  request,
}) => {
  await signUpThroughForm(page, 'inviter');
  await page.goto('/invites');
  const colleague = uniqueEmail('colleague');
  await page.getByRole('textbox', { name: 'Their e-mail' }).fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('table', { name: 'Invitations' })).toContainText(colleague);
  const link = await findInviteLink(request, colleague);

  const invited = await newPage(browser);
  await invited.page.goto(link);
  await expect(invited.page.getByRole('heading', { name: /Join .* on Sillage/ })).toBeVisible();
  await expect(invited.page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(colleague);
  await invited.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Invited Colleague');
  await invited.page.getByRole('textbox', { name: 'Password', exact: true }).fill('bergamot-calabria-9');
  await invited.page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('bergamot-calabria-9');
  await invited.page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(invited.page).toHaveURL(/\/dashboard$/);
  await invited.context.close();

  const again = await newPage(browser);
  await again.page.goto(link);
  await expect(again.page.getByTestId('invite-problem')).toContainText('already been used');
  await again.context.close();
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: new RegExp(colleague) }),
  ).toContainText('Accepted');

  const withdrawn = uniqueEmail('withdrawn');
  await page.getByRole('textbox', { name: 'Their e-mail' }).fill(withdrawn);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: new RegExp(withdrawn) });
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  const revokedLink = await findInviteLink(request, withdrawn);
  const late = await newPage(browser);
  await late.page.goto(revokedLink);
  await expect(late.page.getByTestId('invite-problem')).toContainText('withdrawn');
  await late.context.close();
});
