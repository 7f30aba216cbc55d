import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import { track } from '../../../lib/track.ts';

export type FormulaDocumentKind = 'certificate' | 'allergen-declaration';
export type EuProductType = 'leave-on' | 'rinse-off' | 'not-cosmetic';

/** The finished product a document is issued for. */
export type FormulaDocumentOptions = {
  category: string;
  dosage: number;
  dosageBasis: 'w/w' | 'v/v';
  productType: EuProductType;
  /** The certificate's "certificate delivered to" (the customer); empty or absent: none named. */
  deliveredTo?: string;
  /** Print the IFRA-regulated materials with CAS and concentration on the certificate (it reveals composition). */
  regulatedMaterials?: boolean;
};

/** What fixes a refusal (GET /api/formulas/:id/documents/availability). */
export type DocumentFix =
  | { kind: 'company-settings'; label: string; path: string }
  | { kind: 'compliance-panel'; label: string }
  | { kind: 'formula-lines'; label: string }
  | { kind: 'material'; label: string; materialId: string };

export type DocumentAvailability =
  { canIssue: true } | { canIssue: false; reason: string; message: string; fixes: DocumentFix[] };

export type FormulaDocument = { bytes: ArrayBuffer; fileName: string };

function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

function productQuery(options: FormulaDocumentOptions) {
  return {
    category: options.category,
    dosage: String(options.dosage),
    dosageBasis: options.dosageBasis,
    productType: options.productType,
  };
}

/** GET /api/formulas/:id/documents/availability: whether each document would be issued, and what fixes a refusal. */
export async function getDocumentAvailability(
  formulaId: string,
  options: FormulaDocumentOptions,
): Promise<Record<FormulaDocumentKind, DocumentAvailability>> {
  const response = await client.formulas[':id'].documents.availability.$get({
    param: { id: formulaId },
    query: productQuery(options),
  });
  return (await readJson(response)) as Record<FormulaDocumentKind, DocumentAvailability>;
}

/**
 * The documents' availability for the finished product chosen, asked again whenever it changes. Filed under the
 * formula's key, so a save of the formula (which refreshes every ['formulas', …] query but its detail) and a
 * specification confirmed ask again too.
 */
export const useDocumentAvailability = (formulaId: string | null, options: FormulaDocumentOptions) => {
  const product = productQuery(options);
  return useQuery({
    queryKey: ['formulas', formulaId, 'document-availability', product],
    queryFn: () => getDocumentAvailability(formulaId ?? '', options),
    enabled: formulaId !== null,
    staleTime: 0,
    retry: false,
  });
};

/**
 * GET /api/formulas/:id/certificate.pdf or allergen-declaration.pdf: the PDF's bytes and file name, or an ApiError
 * with the server's reason (not certifiable, Settings → Company incomplete: `details.settingsPath`).
 */
export async function getFormulaDocument(
  formulaId: string,
  kind: FormulaDocumentKind,
  options: FormulaDocumentOptions,
): Promise<FormulaDocument> {
  const route = client.formulas[':id'];
  const request = {
    param: { id: formulaId },
    query: {
      ...productQuery(options),
      ...(kind === 'certificate' && options.deliveredTo?.trim() ? { deliveredTo: options.deliveredTo.trim() } : {}),
      ...(kind === 'certificate' && options.regulatedMaterials ? { regulatedMaterials: 'true' as const } : {}),
    },
  };
  const response =
    kind === 'certificate'
      ? await route['certificate.pdf'].$get(request)
      : await route['allergen-declaration.pdf'].$get(request);
  if (!response.ok) await readJson(response);
  return { bytes: await response.arrayBuffer(), fileName: fileNameOf(response, `${kind}.pdf`) };
}

/** The document shown in the preview: fetched again whenever it is opened (a certificate carries today's date). */
export const getFormulaDocumentQueryOptions = (
  formulaId: string,
  kind: FormulaDocumentKind,
  options: FormulaDocumentOptions,
) =>
  queryOptions({
    queryKey: ['regulatory', 'formula-document', formulaId, kind, options],
    queryFn: () => getFormulaDocument(formulaId, kind, options),
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  });

export const useFormulaDocumentPreview = (
  formulaId: string,
  kind: FormulaDocumentKind,
  options: FormulaDocumentOptions,
  enabled: boolean,
) => useQuery({ ...getFormulaDocumentQueryOptions(formulaId, kind, options), enabled });

/** Records the download (usage tracking: which document and IFRA category, nothing about the formula). */
export function trackDocumentDownload(kind: FormulaDocumentKind, category: string): void {
  track(kind === 'certificate' ? 'certificate_downloaded' : 'allergen_declaration_downloaded', { category });
}

/** Saves a document through the browser's download, named as the server names it. */
export function saveDocument(document: FormulaDocument): void {
  const url = URL.createObjectURL(new Blob([document.bytes], { type: 'application/pdf' }));
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = document.fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadFormulaDocument = () =>
  useMutation({
    mutationFn: async ({
      formulaId,
      kind,
      options,
    }: {
      formulaId: string;
      kind: FormulaDocumentKind;
      options: FormulaDocumentOptions;
    }) => {
      const document = await getFormulaDocument(formulaId, kind, options);
      saveDocument(document);
      trackDocumentDownload(kind, options.category);
      return document;
    },
  });
