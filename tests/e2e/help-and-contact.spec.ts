import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-account.ts';
import { signUpThroughForm, uniqueEmail } from './support/sign-up-through-form.ts';
import { readOutbox } from './support/read-json.ts';

test('the documentation guides through each area and renders the API reference from /api/openapi.json', async ({
  page,
}) => {
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { level: 1, name: 'How Sillage works' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const chapter of ['Materials', 'Formulas and compliance', 'Certificates and declarations', 'Inventory']) {
    await expect(contents.getByRole('link', { name: chapter, exact: true })).toBeVisible();
  }
  await contents.getByRole('link', { name: 'Inventory', exact: true }).click();
  await expect(page).toHaveURL(/\/documentation#inventory$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Inventory' })).toBeInViewport();
  await expect(contents.getByRole('link', { name: 'Inventory', exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // The reference is the server's own document: every route it lists is there, with its request body.
  const reference = page.getByTestId('api-reference');
  await expect(reference).toContainText('/api/openapi.json');
  await reference.getByRole('textbox', { name: 'Filter API routes' }).fill('/api/contact');
  await reference.getByRole('button', { name: /\/api\/contact/ }).click();
  const operation = reference.getByTestId('api-operation').filter({ hasText: 'POST' });
  await expect(operation).toContainText('/api/contact');
  await expect(operation).toContainText('Public');
  await expect(operation).toContainText('email *');
  await expect(operation).toContainText('"question" | "account"');
});

test('a visitor writes through /contact, the admins get the mail, and an admin finds the message', async ({
  page,
  request,
}) => {
  const subject = `Category 4 limit ${Date.now()}`;
  const email = uniqueEmail('visitor');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Write to us' })).toBeVisible();

  // Sending too early says what is missing, and loses nothing already typed.
  await page.getByRole('textbox', { name: 'Name' }).fill('Germaine Cellier');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Germaine Cellier');

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Which amendment does the Category 4 limit of citral follow in your certificates?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText(`they will answer at ${email}`);

  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, 'admin@sillage.test');
        const mail = messages.find((message) => message.subject === `[Sillage contact] ${subject}`);
        return mail ? mail.text : '';
      },
      { message: 'the contact message reaches the admins’ outbox' },
    )
    .toContain(`From: Germaine Cellier <${email}>, not signed in`);

  await signInAsAdmin(page.request);
  await page.goto('/admin/contact-messages');
  const message = page.getByTestId('contact-message').filter({ hasText: subject });
  await expect(message).toContainText(email);
  await message.getByRole('button', { name: 'Mark answered' }).click();
  await expect(page.getByTestId('contact-message').filter({ hasText: subject })).toHaveCount(0);
  await page.getByLabel('Show messages').getByText('Answered', { exact: true }).click();
  await expect(page.getByTestId('contact-message').filter({ hasText: subject })).toContainText('answered');
});

test('a signed-in user finds their name and address filled in on /support', async ({ page }) => {
  const { email } = await signUpThroughForm(page, 'support');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
});
