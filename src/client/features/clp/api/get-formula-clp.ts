import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type FormulaClp = InferResponseType<(typeof client.formulas)[':id']['clp']['$get'], 200>;

/** The product a CLP label is computed for: its form, the fragrance load of a finished article, measured data. */
export type ClpProductOptions = {
  productForm: 'concentrate' | 'candle' | 'waxMelt' | 'reedDiffuser' | 'roomSpray' | 'essentialOilBlend';
  loadPercent: number | null;
  supplyTo: 'generalPublic' | 'professional';
  flashPointC: number | null;
  /** Needed below a 23 °C flash point (Flam. Liq. 1 or 2, CLP Annex I Table 2.6.1); absent means not measured. */
  initialBoilingPointC?: number | null;
  /** Decides H304 where Asp. Tox. 1 ingredients reach 10 % (≤ 20.5 mm²/s, CLP Annex I 3.10.3.3.1.1). */
  kinematicViscosity40C?: number | null;
  /** A finished article's base (wax, diffuser base, spray base): a material with its own classification. */
  baseMaterialId?: string | null;
};

function queryOf(options: ClpProductOptions): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      productForm: options.productForm,
      loadPercent: options.loadPercent,
      supplyTo: options.supplyTo,
      flashPointC: options.flashPointC,
      initialBoilingPointC: options.initialBoilingPointC,
      kinematicViscosity40C: options.kinematicViscosity40C,
      baseMaterialId: options.baseMaterialId,
    })
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** GET /api/formulas/:id/clp: the saved formula classified under CLP, with its label. */
export async function getFormulaClp(formulaId: string, options: ClpProductOptions): Promise<FormulaClp> {
  return readJson(
    await client.formulas[':id'].clp.$get({
      param: { id: formulaId },
      query: queryOf(options) as { productForm: string },
    }),
  );
}

/** Keyed by the formula's saved version, so a save refreshes the label. */
export const formulaClpQueryOptions = (formulaId: string, version: number | null, options: ClpProductOptions) =>
  queryOptions({
    queryKey: ['clp', 'formula', formulaId, version, options],
    queryFn: () => getFormulaClp(formulaId, options),
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useFormulaClp = (formulaId: string | null, version: number | null, options: ClpProductOptions | null) =>
  useQuery({
    ...formulaClpQueryOptions(
      formulaId ?? '',
      version,
      options ?? { productForm: 'concentrate', loadPercent: null, supplyTo: 'generalPublic', flashPointC: null },
    ),
    enabled: formulaId !== null && options !== null,
  });

/** The label PDF's address (GET /api/formulas/:id/clp-label.pdf), opened by the browser as a download. */
export function labelPdfHref(
  formulaId: string,
  options: ClpProductOptions,
  size: 'sticker' | 'bottle' | 'a4-sheet',
): string {
  const url = client.formulas[':id']['clp-label.pdf'].$url({
    param: { id: formulaId },
    query: { ...(queryOf(options) as { productForm: string }), size },
  });
  return `${url.pathname}${url.search}`;
}

/** The safety data sheet's address (GET /api/formulas/:id/sds.pdf) for a concentrate or an essential-oil blend. */
export function sdsPdfHref(formulaId: string, options: ClpProductOptions): string {
  const query = queryOf(options);
  const url = client.formulas[':id']['sds.pdf'].$url({
    param: { id: formulaId },
    query: {
      productForm: query.productForm,
      ...(query.flashPointC ? { flashPointC: query.flashPointC } : {}),
      ...(query.initialBoilingPointC ? { initialBoilingPointC: query.initialBoilingPointC } : {}),
      ...(query.kinematicViscosity40C ? { kinematicViscosity40C: query.kinematicViscosity40C } : {}),
    },
  });
  return `${url.pathname}${url.search}`;
}
