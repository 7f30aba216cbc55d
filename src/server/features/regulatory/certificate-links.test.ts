import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText, MOJIBAKE } from '../../../../tests/support/pdf-text.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import {
  createDocumentWorld,
  DOCUMENT_COMPANY as COMPANY,
  documentRow as row,
} from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { certificateLinks } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const { owner, stranger, createFormula, setCompany } = await createDocumentWorld(ctx);

type Link = {
  id: string;
  shortId: string;
  category: string;
  openCount: number;
  lastOpenedAt: string | null;
  revokedAt: string | null;
  formulaChangedSince: boolean;
};

const LinkSchema = z.looseObject({
  id: z.string(),
  shortId: z.string(),
  category: z.string(),
  openCount: z.number(),
  lastOpenedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  formulaChangedSince: z.boolean(),
});
type Created = { link: Link; token: string; url: string };
const CreatedSchema = z.looseObject({ link: LinkSchema, token: z.string(), url: z.string() });

const create = (formulaId: string, json: unknown, cookie: string | null = owner.cookie, origin?: string) =>
  ctx.request(`/api/formulas/${formulaId}/certificate-links`, {
    method: 'POST',
    json,
    ...(cookie === null ? {} : { cookie }),
    ...(origin ? { headers: { origin } } : {}),
  });

async function createLink(formulaId: string, json: unknown = { category: '5A', dosage: 2.5 }): Promise<Created> {
  const response = await create(formulaId, json);
  const body = await readJson(
    response,
    z.intersection(CreatedSchema, z.looseObject({ error: z.looseObject({ message: z.string() }).optional() })),
  );
  expect(response.status, body.error?.message).toBe(201);
  return body;
}

const list = async (formulaId: string, cookie = owner.cookie) =>
  ctx.request(`/api/formulas/${formulaId}/certificate-links`, { cookie });

const open = (token: string) => ctx.request(`/api/public/certificates/${token}`);

// Citral 2% in dipropylene glycol: certifiable in category 5A at 2.5%; citral is an Annex III allergen.
const citralFormula = await createFormula(owner.cookie, 'Éclat de citron', [
  row(FIXTURE_MATERIALS.citral, 2),
  row(FIXTURE_MATERIALS.dpg, 98),
]);
const bergamotFormula = await createFormula(owner.cookie, 'Bergamote', [
  row(FIXTURE_MATERIALS.bergamot, 5),
  row(FIXTURE_MATERIALS.dpg, 95),
]);
await setCompany(owner.cookie, COMPANY);

describe('POST /api/formulas/:id/certificate-links', () => {
  it('needs a session (401) and a request from our own pages (403)', async () => {
    expect((await create(citralFormula, { category: '4', dosage: 1 }, null)).status).toBe(401);
    expect((await list(citralFormula, '')).status).toBe(401);
    expect((await create(citralFormula, { category: '4', dosage: 1 }, owner.cookie, 'https://evil.test')).status).toBe(
      403,
    );
  });

  it.each([
    [{ category: '13', dosage: 1 }, 'category must be one of the 18 IFRA categories'],
    [{ category: '4', dosage: 0 }, 'dosage must be above 0%'],
    [{ category: '4', dosage: 120 }, 'dosage cannot exceed 100%'],
    [{ category: '4' }, 'dosage must be a number'],
    [{ category: '4', dosage: 1, productType: 'lotion' }, 'productType must be'],
  ])('answers 422 for bad input %j', async (json, message) => {
    const response = await create(citralFormula, json);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it('refuses a formula that cannot be certified with the reason, as the certificate download does (422)', async () => {
    const response = await create(bergamotFormula, { category: '4', dosage: 20 });
    expect(response.status).toBe(422);
    const body = await readJson(
      response,
      z.looseObject({ error: z.looseObject({ message: z.string(), details: z.looseObject({ reason: z.string() }) }) }),
    );
    expect(body.error.message).toContain('No certificate can be issued: the formula is not compliant in category 4');
    expect(body.error.details.reason).toBe('not-certifiable');
  });

  it("answers 404 for another user's formula, and lists none of its links", async () => {
    await setCompany(stranger.cookie, COMPANY);
    expect((await create(citralFormula, { category: '5A', dosage: 2.5 }, stranger.cookie)).status).toBe(404);
    expect((await list(citralFormula, stranger.cookie)).status).toBe(404);
  });

  it('issues a link whose token is stored hashed, and lists it with its short id', async () => {
    const created = await createLink(citralFormula);
    expect(created.url).toMatch(/\/c\/[\w-]{43}$/);
    expect(created.url.endsWith(created.token)).toBe(true);
    expect(created.link).toMatchObject({ category: '5A', openCount: 0, revokedAt: null, formulaChangedSince: false });
    expect(created.link.shortId).toMatch(/^[\dA-F]{4}-[\dA-F]{4}$/);
    const [stored] = await ctx.deps.database.db
      .select()
      .from(certificateLinks)
      .where(eq(certificateLinks.id, created.link.id));
    expect(stored?.tokenHash).not.toContain(created.token);
    expect(stored?.tokenHash).toHaveLength(64);
    const listed = await readJson(await list(citralFormula), z.looseObject({ items: z.array(LinkSchema) }));
    expect(listed.items.map((link) => link.id)).toContain(created.link.id);
  });
});

describe('GET /api/public/certificates/:token', () => {
  it('shows the certificate and declaration without a session, and never the composition', async () => {
    const { token, link } = await createLink(citralFormula);
    const response = await open(token);
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({
        shortId: z.string(),
        certificate: z.looseObject({
          productName: z.string(),
          issuer: z.looseObject({ company: z.string() }),
          category: z.string(),
          dataVersion: z.looseObject({}),
        }),
      }),
    );
    expect(body.shortId).toBe(link.shortId);
    expect(body.certificate).toMatchObject({
      productName: 'Éclat de citron',
      issuer: { company: COMPANY.certificateCompany },
      category: '5A',
      dosageDescription: '2.5% w/w',
      dataVersion: { ifraAmendment: '51', importedOn: '2026-01-15' },
    });
    const text = JSON.stringify(body);
    expect(text).toContain('Citral'); // an allergen the declaration must list
    expect(text).not.toContain('Dipropylene glycol');
    expect(text).not.toContain(FIXTURE_MATERIALS.dpg.id);
    expect(text).not.toContain(FIXTURE_MATERIALS.citral.id);
    expect(text).not.toMatch(/"(rows|grams|amount|materialId|lines)"/);
  });

  it("records the customer it is delivered to and the PDF's IFRA template wording when the link is made", async () => {
    const { token } = await createLink(citralFormula, {
      category: '5A',
      dosage: 2.5,
      deliveredTo: ' Parfums Client SA ',
    });
    const body = await readJson(
      await open(token),
      z.object({
        certificate: z.object({
          deliveredTo: z.string().nullable(),
          wording: z.object({
            scope: z.string(),
            amendmentScope: z.string(),
            statement: z.string(),
            contact: z.string(),
            notes: z.string(),
            disclaimer: z.string(),
            marketsCovered: z.string(),
          }),
        }),
      }),
    );
    expect(body.certificate.deliveredTo).toBe('Parfums Client SA');
    const { wording } = body.certificate;
    // The manifest dates the 51st Amendment 30 June 2023 (IFRA's publication date); the fixture imports version 51.
    expect(wording.amendmentScope).toMatch(/^up to and including the 51st Amendment/);
    expect(wording.statement).toContain(`(IFRA), ${wording.amendmentScope}, provided it is used`);
    expect(wording.contact).toBe(
      `For other kinds of application or use at higher concentration levels, a new evaluation may be needed; please contact ${COMPANY.certificateCompany}.`,
    );
    expect(wording.scope).toMatch(
      /^This Certificate assesses the conformity of a fragrance mixture with IFRA Standards/,
    );
    expect(wording.disclaimer).toContain('It has not been prepared or endorsed by IFRA in any way.');
    // The frozen PDF says the same.
    const pdf = await ctx.request(`/api/public/certificates/${token}/certificate.pdf`);
    const text = (await extractPdfText(new Uint8Array(await pdf.arrayBuffer()), 'public-delivered-to')).replaceAll(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Certificate delivered to Parfums Client SA');
    expect(text).toContain(wording.contact);
    // A link made without a customer records none.
    const other = await createLink(citralFormula);
    const otherBody = await readJson(
      await open(other.token),
      z.object({ certificate: z.object({ deliveredTo: z.string().nullable() }) }),
    );
    expect(otherBody.certificate.deliveredTo).toBeNull();
  });

  it('serves the PDFs frozen at issue, with no formula line', async () => {
    const { token } = await createLink(citralFormula);
    const certificate = await ctx.request(`/api/public/certificates/${token}/certificate.pdf`);
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    const certificateText = (
      await extractPdfText(new Uint8Array(await certificate.arrayBuffer()), 'public-certificate')
    ).replaceAll(/\s+/g, ' ');
    expect(certificateText).toContain('IFRA Certificate of Conformity');
    expect(certificateText).toContain('Éclat de citron');
    expect(certificateText).toContain('We certify that the above mixture is in compliance');
    expect(certificateText).not.toContain('Dipropylene glycol');
    expect(certificateText).not.toMatch(MOJIBAKE);
    const declaration = await ctx.request(`/api/public/certificates/${token}/allergen-declaration.pdf`);
    expect(declaration.status).toBe(200);
    const declarationText = (
      await extractPdfText(new Uint8Array(await declaration.arrayBuffer()), 'public-declaration')
    ).replaceAll(/\s+/g, ' ');
    expect(declarationText).toContain('Fragrance Allergen Declaration');
    expect(declarationText).toContain('Citral');
    expect(declarationText).not.toContain('Dipropylene glycol');
  });

  it('counts every open (no address kept) and shows the owner the count and the last open', async () => {
    const { token, link } = await createLink(citralFormula);
    expect((await open(token)).status).toBe(200);
    expect((await open(token)).status).toBe(200);
    const listed = await readJson(await list(citralFormula), z.looseObject({ items: z.array(LinkSchema) }));
    const counted = listed.items.find((item) => item.id === link.id);
    expect(counted?.openCount).toBe(2);
    expect(counted?.lastOpenedAt).not.toBeNull();
    const columns = Object.keys(certificateLinks);
    expect(columns.some((column) => /ip|address|agent/i.test(column))).toBe(false);
  });

  it('answers 404 for an unknown token and 422 for one that is not a token', async () => {
    const unknown = await open('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await readError(unknown)).error.message).toContain('no longer available');
    expect((await open('short')).status).toBe(422);
  });

  it('says when the formula was saved again since the link was issued', async () => {
    const { link } = await createLink(citralFormula);
    const current = await readJson(
      await ctx.request(`/api/formulas/${citralFormula}`, { cookie: owner.cookie }),
      z.looseObject({
        formula: z.looseObject({ version: z.number(), revision: z.number() }).optional(),
        version: z.number().optional(),
        revision: z.number().optional(),
      }),
    );
    const formula = current.formula ?? current;
    const saved = await ctx.request(`/api/formulas/${citralFormula}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { name: 'Éclat de citron II', version: formula.version, revision: formula.revision },
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);
    const listed = await readJson(await list(citralFormula), z.looseObject({ items: z.array(LinkSchema) }));
    expect(listed.items.find((item) => item.id === link.id)?.formulaChangedSince).toBe(true);
  });
});

describe('DELETE /api/formulas/:id/certificate-links/:linkId', () => {
  it('revokes: the page and the PDFs answer 404; another user cannot revoke (404) and a visitor gets 401', async () => {
    const { token, link } = await createLink(citralFormula);
    const path = `/api/formulas/${citralFormula}/certificate-links/${link.id}`;
    expect((await ctx.request(path, { method: 'DELETE' })).status).toBe(401);
    expect((await ctx.request(path, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
    expect((await open(token)).status).toBe(200);
    const revoked = await ctx.request(path, { method: 'DELETE', cookie: owner.cookie });
    expect(revoked.status).toBe(200);
    expect((await readJson(revoked, z.looseObject({ link: LinkSchema }))).link.revokedAt).not.toBeNull();
    expect((await open(token)).status).toBe(404);
    expect((await ctx.request(`/api/public/certificates/${token}/certificate.pdf`)).status).toBe(404);
    expect((await ctx.request(`/api/public/certificates/${token}/allergen-declaration.pdf`)).status).toBe(404);
    expect(
      (
        await ctx.request(`/api/formulas/${citralFormula}/certificate-links/${crypto.randomUUID()}`, {
          method: 'DELETE',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
  });
});
