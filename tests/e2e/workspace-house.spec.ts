import { z } from 'zod';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { setPlanAsAdmin } from './support/admin-account.ts';
import { uniqueEmail } from './support/sign-up-through-form.ts';
import {
  CreatedFormulaSchema,
  ItemsSchema,
  SeededMaterialsSchema,
  readJson,
  readOutbox,
  sendJson,
} from './support/read-json.ts';

const PASSWORD = 'oakmoss-absolute-9';

async function signUp(request: APIRequestContext, origin: string, email: string, name: string): Promise<string> {
  const body = await sendJson(
    z.looseObject({ user: z.looseObject({ id: z.string() }) }),
    request,
    origin,
    'post',
    '/api/auth/sign-up/email',
    {
      email,
      password: PASSWORD,
      name,
    },
  );
  return body.user.id;
}

const BatchSchema = z.looseObject({
  id: z.string(),
  claimedByDevice: z.string(),
  lines: z.array(z.looseObject({ lineId: z.string(), targetGrams: z.number() })),
});

// Issue 30 item 8: an owner invites a lab member (who accepts through the mailed link); the lab member makes a batch
// but gets 404 on a restricted formula; every edit appears in the audit trail and its CSV export.
test('a house: the owner invites a lab member, who makes a batch but cannot open a restricted formula; the audit trail lists every edit', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const ownerContext = await browser.newContext();
  const labContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const lab = await labContext.newPage();

  // The owner, on a plan with seats, makes the house's workspace from the workspace screen.
  const ownerId = await signUp(owner.request, origin, uniqueEmail('house-owner'), 'Odile Owner');
  await setPlanAsAdmin(playwright, baseURL, ownerId, 'premium');
  await owner.goto('/workspace');
  await owner.getByLabel('Name', { exact: true }).fill('Maison Journey');
  await owner.getByRole('button', { name: 'Create' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Maison Journey' })).toBeVisible();
  const workspaces = await readJson(
    await owner.request.get('/api/workspaces'),
    z.looseObject({ activeWorkspaceId: z.string() }),
  );
  const workspaceId = workspaces.activeWorkspaceId;

  // The house's material, a lot of it, an open formula and a restricted one.
  const { materials } = await sendJson(
    SeededMaterialsSchema,
    owner.request,
    origin,
    'post',
    '/api/test/shopping-list/materials',
    { materials: [{ name: 'House iso e super' }] },
  );
  const material = materials[0]!;
  await sendJson(z.unknown(), owner.request, origin, 'post', '/api/inventory/lots', {
    materialId: material.id,
    lotNumber: 'HOUSE-1',
    quantity: 100,
    unit: 'g',
    expiryDate: '2030-01-01',
  });
  const rows = [{ materialId: material.id, name: material.name, amount: 10, unit: 'g' }];
  const { formula: open } = await sendJson(CreatedFormulaSchema, owner.request, origin, 'post', '/api/formulas', {
    name: 'Open accord',
    rows,
  });
  const { formula: secret } = await sendJson(CreatedFormulaSchema, owner.request, origin, 'post', '/api/formulas', {
    name: 'Secret accord',
    rows,
  });
  await sendJson(z.unknown(), owner.request, origin, 'put', `/api/formulas/${secret.id}/access`, {
    isConfidential: true,
    memberIds: [],
  });

  // The owner invites the lab member by e-mail from the workspace screen.
  const labEmail = uniqueEmail('house-lab');
  await owner.reload();
  await owner.getByLabel('E-mail', { exact: true }).fill(labEmail);
  await owner.getByRole('combobox', { name: 'Role', exact: true }).click();
  await owner.getByRole('option', { name: 'lab', exact: true }).click();
  await owner.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.getByRole('row', { name: new RegExp(`${labEmail}.*lab.*pending`) })).toBeVisible();

  // The lab member signs up with that address and follows the link from the mail.
  const labId = await signUp(lab.request, origin, labEmail, 'Lina Lab');
  let joinPath = '';
  await expect
    .poll(async () => {
      const messages = await readOutbox(lab.request, labEmail);
      const link = messages.map((message) => /https?:\/\/\S*join-workspace\?token=\S+/.exec(message.text)?.[0]);
      joinPath = link.find(Boolean) ? new URL(link.find(Boolean)!).pathname + new URL(link.find(Boolean)!).search : '';
      return joinPath;
    })
    .toContain('/join-workspace?token=');
  await lab.goto(joinPath);
  await expect(lab.getByRole('heading', { name: 'Join Maison Journey' })).toBeVisible();
  await lab.getByRole('button', { name: 'Join the workspace' }).click();
  await expect(lab).toHaveURL(/\/dashboard$/);

  // The lab member makes a batch of the open formula from the house's lot…
  await lab.goto(`/batches/new?formulaId=${open.id}&grams=20`);
  await expect(lab.getByRole('heading', { name: 'Make 20.000 g' })).toBeVisible();
  await lab.getByLabel('Batch id prefix').fill('HOUSE-');
  await lab.getByRole('button', { name: 'Start weighing' }).click();
  await expect(lab).toHaveURL(/\/batches\/[0-9a-f-]+\/make$/);
  const batchId = /\/batches\/([0-9a-f-]+)\/make/.exec(lab.url())![1]!;
  const batch = await readJson(await lab.request.get(`/api/batches/${batchId}`), BatchSchema);
  for (const line of batch.lines)
    await sendJson(z.unknown(), lab.request, origin, 'post', `/api/batches/${batchId}/lines/${line.lineId}/weighings`, {
      deviceId: batch.claimedByDevice,
      grams: line.targetGrams,
    });
  await sendJson(z.unknown(), lab.request, origin, 'post', `/api/batches/${batchId}/complete`, {
    deviceId: batch.claimedByDevice,
  });

  // …but cannot edit a formula (403) and never sees the restricted one (404, absent from the list).
  expect((await lab.request.get(`/api/formulas/${secret.id}`)).status()).toBe(404);
  const listed = await readJson(await lab.request.get('/api/formulas'), ItemsSchema);
  expect(listed.items.map((item) => item.id)).toContain(open.id);
  expect(listed.items.map((item) => item.id)).not.toContain(secret.id);
  const edit = await lab.request.post('/api/formulas', { data: { name: 'Lab formula' }, headers: { origin } });
  expect(edit.status()).toBe(403);

  // Every edit of the journey is in the audit trail with its author, on the screen and in the CSV export.
  await owner.goto('/workspace');
  const trail = owner.locator('table').filter({ hasText: 'When' });
  await expect(trail.getByRole('row').filter({ hasText: 'Lina Lab' }).filter({ hasText: 'batch' })).toHaveCount(2);
  await expect(trail.getByRole('row').filter({ hasText: 'Lina Lab' }).filter({ hasText: 'membership' })).toHaveCount(1);
  await expect(trail.getByRole('row').filter({ hasText: 'Odile Owner' }).filter({ hasText: 'invitation' })).toHaveCount(
    1,
  );
  await expect(trail.getByRole('row').filter({ hasText: 'Odile Owner' }).filter({ hasText: 'formula' })).toHaveCount(3);
  await expect(trail.getByRole('row').filter({ hasText: 'Odile Owner' }).filter({ hasText: 'lot' })).toHaveCount(1);
  const csv = await (await owner.request.get(`/api/workspaces/${workspaceId}/audit/export`)).text();
  const lines = csv.split('\n');
  expect(lines.filter((line) => line.includes('Lina Lab') && line.includes('batch'))).toHaveLength(2);
  expect(lines.filter((line) => line.includes('Lina Lab') && line.includes('membership'))).toHaveLength(1);
  expect(lines.filter((line) => line.includes('Odile Owner') && line.includes('formula'))).toHaveLength(3);
  expect(labId).not.toBe(ownerId);

  await ownerContext.close();
  await labContext.close();
});
