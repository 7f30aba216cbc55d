import path from 'node:path';
import { CATALOGUE_PRESETS, type CatalogueMapping } from '../../../domain/intelligence/parse-catalogue-rows.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveReferenceDataDir } from '../reference-data/reference-data.public.ts';

export type CatalogueSource = {
  catalogue: string;
  title: string;
  licence: string;
  attribution: string;
  isNonCommercial: boolean;
  /** Absolute path of the CSV file. */
  file: string;
  brandCountryFile?: string;
  mapping: CatalogueMapping;
};

export const PARFUMO_CATALOGUE = 'parfumo';

export function buildParfumoSource(env: Env): CatalogueSource {
  const dir = resolveReferenceDataDir(env, ['parfumo-tidytuesday']);
  return {
    catalogue: PARFUMO_CATALOGUE,
    title: 'Parfumo fragrance dataset (TidyTuesday 2024-12-10)',
    licence: 'Attribution, non-commercial (Parfumo site terms; TidyTuesday repository MIT)',
    attribution:
      'Parfumo data via Olga G. (Kaggle) and TidyTuesday 2024-12-10; brand countries from Fragrantica via Olga G. (CC BY-NC-SA 4.0)',
    isNonCommercial: true,
    file: path.join(dir, 'parfumo-tidytuesday', 'parfumo_data_clean.csv'),
    brandCountryFile: path.join(dir, 'fragrantica-brand-country', 'brand_country.csv'),
    mapping: CATALOGUE_PRESETS.parfumo,
  };
}

/** A user's catalogue CSV under REFERENCE_DATA_DIR, with a column mapping (a preset or their own). */
export function buildCustomSource(
  env: Env,
  input: { catalogue: string; title?: string; file: string; licence?: string; mapping: CatalogueMapping },
): CatalogueSource {
  const dir = resolveReferenceDataDir(env);
  const file = path.resolve(dir, input.file);
  if (!file.startsWith(dir + path.sep))
    throw new AppError('VALIDATION_FAILED', 'The file must lie inside the reference data folder.');
  return {
    catalogue: input.catalogue,
    title: input.title ?? input.catalogue,
    licence: input.licence ?? 'As stated by the catalogue owner',
    attribution: input.title ?? input.catalogue,
    isNonCommercial: false,
    file,
    mapping: input.mapping,
  };
}
