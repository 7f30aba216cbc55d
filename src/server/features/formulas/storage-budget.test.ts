// Issue 28 item 6: analysis reports and certificate links count in the user's storage (USER_STORAGE_BYTES).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import {
  createDocumentWorld,
  DOCUMENT_COMPANY,
  documentRow as row,
} from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { analysisReports, subscribers } from '../../db/schema/index.ts';
import { measureFormulaStorage } from './formula-storage.ts';

const BUDGET = 300 * 1024;
const ctx = await createTestContext({ USER_STORAGE_BYTES: String(BUDGET) });
const db = ctx.deps.database.db;
await insertComplianceFixtures(ctx.deps.database);
const { owner, stranger, createFormula, setCompany } = await createDocumentWorld(ctx);
await setCompany(owner.cookie, DOCUMENT_COMPANY);

/** Text that does not compress: what is stored is about as large as what was sent. */
const randomText = (bytes: number) =>
  randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes);

const saveReport = (formulaId: string, cookie: string, technicalSummary: string) =>
  ctx.request(`/api/formulas/${formulaId}/analysis-report`, { method: 'POST', cookie, json: { technicalSummary } });

const issueLink = (formulaId: string, cookie: string) =>
  ctx.request(`/api/formulas/${formulaId}/certificate-links`, {
    method: 'POST',
    cookie,
    json: { category: '5A', dosage: 2.5 },
  });

describe('storage budget of analysis reports and certificate links', () => {
  it('counts each saved analysis report and refuses the one that would pass the budget (413), naming it', async () => {
    const formulaId = await createFormula(owner.cookie, 'Reports', [
      row(FIXTURE_MATERIALS.citral, 2),
      row(FIXTURE_MATERIALS.dpg, 98),
    ]);
    const before = await measureFormulaStorage(db, owner.userId);
    const first = await saveReport(formulaId, owner.cookie, randomText(19_000));
    expect(first.status).toBe(201);
    expect(await measureFormulaStorage(db, owner.userId)).toBeGreaterThan(before + 18_000);

    let refused: Response | null = null;
    let saved = 1;
    for (let index = 0; index < 30 && !refused; index += 1) {
      const response = await saveReport(formulaId, owner.cookie, randomText(19_000));
      if (response.status === 201) saved += 1;
      else refused = response;
    }
    // 30 reports of 19 kB would be 570 kB: the budget of 300 kB stops them first.
    expect(refused?.status).toBe(413);
    expect(saved).toBeLessThan(30);
    expect(await refused!.text()).toMatch(/use [\d.]+ kB of 300 kB .*analysis reports, certificate links/);
    expect(await measureFormulaStorage(db, owner.userId)).toBeLessThanOrEqual(BUDGET);
    // Another user's storage is their own.
    const theirs = await createFormula(stranger.cookie, 'Theirs', [row(FIXTURE_MATERIALS.dpg, 100)]);
    expect((await saveReport(theirs, stranger.cookie, randomText(19_000))).status).toBe(201);
  });

  it('holds under parallel saves: 30 reports of 19 kB at once never store more than the budget', async () => {
    const user = await ctx.signUp();
    await db.insert(subscribers).values({ email: user.email, subscribed: true, subscriptionTier: 'basic' });
    const formulaId = await createFormula(user.cookie, 'Parallel', [row(FIXTURE_MATERIALS.dpg, 100)]);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => saveReport(formulaId, user.cookie, randomText(19_000))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 201 && status !== 413)).toEqual([]);
    expect(statuses).toContain(413);
    expect(await measureFormulaStorage(db, user.userId)).toBeLessThanOrEqual(BUDGET);
  });

  it('counts a certificate link (both frozen PDFs) and refuses one past the budget (413); deleting frees room', async () => {
    const formulaId = await createFormula(stranger.cookie, 'Éclat', [
      row(FIXTURE_MATERIALS.citral, 2),
      row(FIXTURE_MATERIALS.dpg, 98),
    ]);
    await setCompany(stranger.cookie, DOCUMENT_COMPANY);
    const before = await measureFormulaStorage(db, stranger.userId);
    const issued = await issueLink(formulaId, stranger.cookie);
    expect(issued.status).toBe(201);
    const linkBytes = (await measureFormulaStorage(db, stranger.userId)) - before;
    expect(linkBytes).toBeGreaterThan(5_000);

    // Fill the budget to just under one more link's size.
    const filler = await createFormula(stranger.cookie, 'Filler', [row(FIXTURE_MATERIALS.dpg, 100)]);
    const room = BUDGET - (await measureFormulaStorage(db, stranger.userId));
    await db.insert(analysisReports).values({
      formulaId: filler,
      userId: stranger.userId,
      workspaceId: (await db.query.formulas.findFirst({ where: (f, { eq }) => eq(f.id, filler) }))!.workspaceId,
      reportData: { technicalSummary: randomText(Math.max(0, room - Math.floor(linkBytes / 2))) },
    });
    const refused = await issueLink(formulaId, stranger.cookie);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toMatch(/of 300 kB/);

    // Deleting the filler formula takes its report with it: the link fits again.
    expect((await ctx.request(`/api/formulas/${filler}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(
      200,
    );
    expect((await issueLink(formulaId, stranger.cookie)).status).toBe(201);
  });
});
