import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import {
  createDocumentFormulas,
  DOCUMENT_COMPANY as COMPANY,
} from '../../../../tests/fixtures/formula-document-fixtures.ts';

// Whether a formula's certificate and allergen declaration can be issued, and what fixes a refusal (the PDFs
// themselves: formula-documents.test.ts).
const ctx = await createTestContext();
const { owner, stranger, setCompany, citralFormula, roseFormula, bergamotFormula } = await createDocumentFormulas(ctx);

describe('GET /api/formulas/:id/documents/availability', () => {
  const availability = (id: string, query = '', cookie: string | null = owner.cookie) =>
    ctx.request(`/api/formulas/${id}/documents/availability${query}`, cookie === null ? {} : { cookie });
  const DocumentState = z.looseObject({
    canIssue: z.boolean(),
    reason: z.string().optional(),
    message: z.string().optional(),
    fixes: z.array(z.looseObject({ kind: z.string(), label: z.string() })).optional(),
  });
  const AvailabilitySchema = z.looseObject({ certificate: DocumentState, 'allergen-declaration': DocumentState });
  const readAvailability = async (response: Response | Promise<Response>) =>
    readJson(await response, AvailabilitySchema);

  it('needs a session (401), answers 404 for another user’s formula and 422 for a bad query', async () => {
    expect((await availability(citralFormula, '', null)).status).toBe(401);
    expect((await availability(citralFormula, '', stranger.cookie)).status).toBe(404);
    expect((await availability(citralFormula, '?category=13')).status).toBe(422);
  });

  it('says both documents can be issued for a compliant formula with the Company section filled in', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await availability(citralFormula, '?category=5a&dosage=2.5');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      certificate: { canIssue: true },
      'allergen-declaration': { canIssue: true },
    });
  });

  it('gives the refusal the download would give, with what fixes it', async () => {
    await setCompany(owner.cookie, COMPANY);
    const bergamot = await readAvailability(availability(bergamotFormula));
    expect(bergamot.certificate).toMatchObject({
      canIssue: false,
      reason: 'not-certifiable',
      message:
        'No certificate can be issued: the formula is not compliant in category 4 at 20% (Bergamot oil expressed (fixture), the phototoxicity sum).',
      fixes: [{ kind: 'compliance-panel', label: 'Make it compliant (compliance panel)' }],
    });
    const rose = await readAvailability(availability(roseFormula));
    expect(rose['allergen-declaration']).toMatchObject({
      canIssue: false,
      reason: 'cannot-be-verified',
      fixes: [{ kind: 'material', label: 'Add the allergen declaration of Rose oil' }],
    });
    // Category 1 needs every material recognised as a flavouring; nobody declared citral's or the DPG's grade.
    const lip = await readAvailability(availability(citralFormula, '?category=1&dosage=1'));
    expect(lip.certificate).toMatchObject({
      canIssue: false,
      message:
        'No certificate can be issued: compliance in category 1 cannot be verified: it needs every material to be a recognised flavouring, and their food/flavour grade is not declared.',
      fixes: [{ kind: 'formula-lines', label: 'Declare the food/flavour grade of the materials (My materials)' }],
    });
    await setCompany(owner.cookie, { ...COMPANY, certificateSignatory: '' });
    const noSignatory = await readAvailability(availability(citralFormula, '?category=5a&dosage=2.5'));
    for (const kind of ['certificate', 'allergen-declaration'] as const)
      expect(noSignatory[kind]).toMatchObject({
        canIssue: false,
        reason: 'company-details-missing',
        fixes: [{ kind: 'company-settings', label: 'Fill in Settings → Company', path: '/settings#company' }],
      });
    await setCompany(owner.cookie, COMPANY);
  });
});
