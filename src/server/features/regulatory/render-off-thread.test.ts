import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentFormulas, DOCUMENT_COMPANY } from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { createLogger } from '../../lib/logger.ts';
import { createVerdictWorker } from './verdict-worker.ts';

/**
 * Issue 34: the PDF documents are rendered in the server's worker thread, off the event loop. A document from the
 * worker must be the one the main thread renders (the same bytes but the creation time pdfkit stamps), and a worker
 * that crashes or hangs must give the main thread's document, never an error; refusals keep their 422.
 */
const ctx = await createTestContext();
const { owner, setCompany, citralFormula, allergenFormula, bergamotFormula } = await createDocumentFormulas(ctx);
await setCompany(owner.cookie, DOCUMENT_COMPANY);
const FIXTURES = new URL('../../../../tests/fixtures/verdict-workers/', import.meta.url);
const serverWorker = ctx.deps.verdictWorker;

afterAll(() => {
  ctx.deps.verdictWorker = serverWorker;
});

const DOCUMENTS = [
  ['certificate', () => `/api/formulas/${citralFormula}/certificate.pdf?category=5a&dosage=2.5`],
  ['allergen declaration', () => `/api/formulas/${allergenFormula}/allergen-declaration.pdf`],
  ['safety data sheet', () => `/api/formulas/${citralFormula}/sds.pdf?productForm=concentrate`],
  ['CLP label', () => `/api/formulas/${citralFormula}/clp-label.pdf?productForm=concentrate&size=sticker`],
] as const;

/** The PDF's bytes as text, its creation time and the file id pdfkit hashes from it (the moment drawn) left out. */
async function readPdf(url: string, worker: typeof serverWorker): Promise<{ status: number; pdf: string }> {
  ctx.deps.verdictWorker = worker;
  try {
    const response = await ctx.request(url, { cookie: owner.cookie });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      pdf: bytes
        .toString('latin1')
        .replaceAll(/\(D:\d{14}Z\)/g, '(D:…)')
        .replace(/\/ID \[<\w+> <\w+>\]/, '/ID …'),
    };
  } finally {
    ctx.deps.verdictWorker = serverWorker;
  }
}

describe('documents rendered in the worker thread', () => {
  it.each(DOCUMENTS)('renders the %s the main thread renders', async (_, url) => {
    const inProcess = await readPdf(url(), null);
    expect(inProcess.status).toBe(200);
    const before = serverWorker!.renderedCount;
    const viaWorker = await readPdf(url(), serverWorker);
    expect(viaWorker.status).toBe(200);
    // The worker did it (no silent fallback), and it is the same document.
    expect(serverWorker!.renderedCount - before).toBe(1);
    expect(viaWorker.pdf).toEqual(inProcess.pdf);
  });

  it('keeps the refusal of a document that cannot be issued (422, the reason unchanged)', async () => {
    const url = `/api/formulas/${bergamotFormula}/certificate.pdf`;
    ctx.deps.verdictWorker = serverWorker;
    const response = await ctx.request(url, { cookie: owner.cookie });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('No certificate can be issued');
  });

  it('gives the main thread document when the worker crashes, runs out of heap or never answers', async () => {
    const silent = createLogger('silent');
    const crashing = createVerdictWorker({ logger: silent, entry: new URL('exiting-verdict-worker.ts', FIXTURES) });
    const hungry = createVerdictWorker({
      logger: silent,
      entry: new URL('hungry-verdict-worker.ts', FIXTURES),
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
    });
    const hanging = createVerdictWorker({
      logger: silent,
      entry: new URL('silent-verdict-worker.ts', FIXTURES),
      timeoutMs: 500,
    });
    try {
      for (const [, url] of DOCUMENTS) {
        const inProcess = await readPdf(url(), null);
        expect(await readPdf(url(), crashing)).toEqual(inProcess);
        expect(await readPdf(url(), hungry)).toEqual(inProcess);
        expect(await readPdf(url(), hanging)).toEqual(inProcess);
      }
      expect(crashing.renderedCount + hungry.renderedCount + hanging.renderedCount).toBe(0);
    } finally {
      await crashing.stop();
      await hungry.stop();
      await hanging.stop();
    }
  });
});
