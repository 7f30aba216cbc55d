import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { NO_PRICES, type FormulaPrices } from '../../../../domain/formulas/price-formula.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

/**
 * POST /api/formulas/material-prices: the best known price per gram of each material (blank when none is known); the
 * ids go in the body, where a 2,000-line formula's fit.
 */
export const getFormulaPrices = async (materialIds: readonly string[], signal?: AbortSignal) =>
  readJson(
    await client.formulas['material-prices'].$post({ json: { materialIds: [...materialIds] } }, { init: { signal } }),
  ).then((body): FormulaPrices => ({
    currency: body.currency,
    pricePerGram: new Map(Object.entries(body.pricePerGram)),
    otherCurrencyMaterialIds: body.otherCurrencyMaterialIds,
  }));

export const getFormulaPricesQueryOptions = (materialIds: readonly string[]) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'material-prices', materialIds.join(',')],
    queryFn: ({ signal }) => getFormulaPrices(materialIds, signal),
    staleTime: 60_000,
  });

/** The library materials (and library diluents) of some rows, sorted, so the query key only changes with them. */
export function collectPricedMaterialIds(rows: readonly FormulaRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.materialId) ids.add(row.materialId);
    if (row.diluentMaterialId) ids.add(row.diluentMaterialId);
  }
  return [...ids].sort();
}

/** Prices for the rows' materials; keeps the previous answer while a new material is looked up. */
export function useFormulaPrices(rows: readonly FormulaRow[]): FormulaPrices {
  const key = collectPricedMaterialIds(rows).join(',');
  const materialIds = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  const query = useQuery({
    ...getFormulaPricesQueryOptions(materialIds),
    enabled: materialIds.length > 0,
    placeholderData: keepPreviousData,
  });
  return materialIds.length === 0 ? NO_PRICES : (query.data ?? NO_PRICES);
}
