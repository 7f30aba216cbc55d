import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCas } from '../../../domain/materials/cas-number.ts';
import { buildNameKey } from '../../../domain/materials/normalise-search-text.ts';
import {
  mergeMaterialContributions,
  type MaterialDraft,
  type SourcedContribution,
} from '../../../domain/reference-data/merge-material-contributions.ts';
import { NATURAL_CAS_EQUIVALENTS } from '../../../domain/reference-data/natural-cas-equivalents.ts';
import {
  MATERIAL_DATASET_ORDER,
  parseReferenceDataset,
} from '../../../domain/reference-data/parse-reference-dataset.ts';
import { REFERENCE_DATASETS, type ReferenceDatasetId } from '../../../domain/reference-data/reference-datasets.ts';
import type { IfraNaturalContributionRow } from '../../../domain/reference-data/regulatory-rows.ts';
import { buildTradeNameContributions } from '../../../domain/reference-data/trade-names.ts';
import { buildVocabularyContributions } from '../../../domain/reference-data/trade-vocabulary.ts';
import { indexAnnexNaturals, selectAnnexNatural } from '../../../domain/regulatory/select-annex-natural.ts';
import { readDatasetFiles } from './read-dataset-files.ts';

const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
const hasSharedData = fs.existsSync(path.join(SHARED_DATA, 'ifra-transparency-list/transparency_list.csv'));

/**
 * Issue 26 item 1 on the real files: the library built as the importer builds it (every material dataset, merged
 * with the curated supplement, in MATERIAL_DATASET_ORDER), without a database. The equivalence table's rows are
 * read back from the files (ifra-transparency-list/transparency_list.csv, ifra-51-annex-contributions/
 * natural_contributions.csv), not trusted.
 */
describe.skipIf(!hasSharedData)(
  'naturals listed under two CAS numbers, on the real datasets (needs ../shared/data)',
  () => {
    let drafts: MaterialDraft[] = [];
    let transparency: Record<string, string>[] = [];
    let annex: IfraNaturalContributionRow[] = [];

    beforeAll(async () => {
      const items: SourcedContribution[] = [];
      for (const dataset of REFERENCE_DATASETS) {
        const isMaterialDataset = (MATERIAL_DATASET_ORDER as readonly string[]).includes(dataset.id);
        if (!isMaterialDataset && dataset.id !== 'ifra-51-annex-contributions') continue;
        const read = await readDatasetFiles(dataset, { folder: path.join(SHARED_DATA, dataset.id) });
        const parsed = parseReferenceDataset(dataset.id as ReferenceDatasetId, read.tables);
        if (dataset.id === 'ifra-transparency-list')
          transparency = (read.tables.get('transparency_list.csv')?.rows ?? []) as Record<string, string>[];
        if (dataset.id === 'ifra-51-annex-contributions') annex = parsed.regulatory.ifraNaturalContributions ?? [];
        for (const contribution of parsed.contributions) items.push({ dataset: dataset.id, contribution });
      }
      for (const contribution of [...buildTradeNameContributions(), ...buildVocabularyContributions()])
        items.push({ dataset: 'sillage-trade-names', contribution });
      drafts = mergeMaterialContributions(items, MATERIAL_DATASET_ORDER);
    }, 120_000);

    it.each(NATURAL_CAS_EQUIVALENTS.map((entry) => [entry.name, entry] as const))(
      '%s: the files show both CAS numbers, and the library has it once with both',
      (_name, entry) => {
        const nameKey = buildNameKey(entry.name);
        const listed = transparency.filter(
          (row) =>
            parseCas(row['CAS number'])?.cas === entry.keepCas && buildNameKey(row['Principal name'] ?? '') === nameKey,
        );
        expect(listed.length).toBeGreaterThan(0);
        const annexRows = annex.filter(
          (row) =>
            buildNameKey(row.naturalName) === nameKey &&
            [...row.principalCas, ...row.otherCas].includes(entry.aliasCas),
        );
        expect(annexRows.length).toBeGreaterThan(0);
        const materials = drafts.filter((draft) => draft.isNatural && buildNameKey(draft.name) === nameKey);
        expect(materials.map((draft) => [draft.cas, draft.otherCas.includes(entry.aliasCas)])).toEqual([
          [entry.keepCas, true],
        ]);
        const datasets = materials[0]?.mergedFrom.map((record) => record.dataset) ?? [];
        expect(datasets).toEqual(expect.arrayContaining(['ifra-transparency-list', 'ifra-51-annex-contributions']));
        // No material is left under the alias CAS with this name.
        expect(drafts.filter((draft) => draft.cas === entry.aliasCas && buildNameKey(draft.name) === nameKey)).toEqual(
          [],
        );
      },
    );

    it('takes the IFRA Annex row of its own name whichever of its CAS numbers the Annex lists it under', () => {
      const index = indexAnnexNaturals(annex);
      const chosen = NATURAL_CAS_EQUIVALENTS.map((entry) => {
        const draft = drafts.find((material) => material.cas === entry.keepCas && material.name === entry.name);
        return [entry.name, draft ? selectAnnexNatural(draft, index) : null];
      });
      // natural_contributions.csv has a row of each name (its CAS is the alias, or both for cedar leaf China):
      // Clementine oil is not judged as Mandarin oil (8008-31-9's own Annex row), nor clove bud terpenes as leaf.
      expect(chosen).toEqual(
        NATURAL_CAS_EQUIVALENTS.map((entry) => [entry.name, { kind: 'matched', nameKey: buildNameKey(entry.name) }]),
      );
    });

    it('has one Lavender oil, and leaves apart only the naturals no row shows to be one', () => {
      expect(drafts.filter((draft) => draft.name === 'Lavender oil').map((draft) => draft.cas)).toEqual(['8000-28-0']);
      const byNameAndType = new Map<string, Set<string>>();
      for (const draft of drafts) {
        if (!draft.isNatural || !draft.cas) continue;
        const key = `${buildNameKey(draft.name)} | ${draft.naturalType ?? ''}`;
        byNameAndType.set(key, (byNameAndType.get(key) ?? new Set()).add(draft.cas));
      }
      const apart = [...byNameAndType]
        .filter(([, cas]) => cas.size > 1)
        .map(([key, cas]) => [key, [...cas].toSorted()])
        .toSorted((a, b) => String(a[0]).localeCompare(String(b[0])));
      // Each pair below: the Transparency List lists both CAS as separate rows and no Annex row names both
      // (styrax: two RIFM entries, 6877 and 314, of two Liquidambar extracts). See natural-cas-equivalents.ts.
      expect(apart).toEqual([
        ['bay leaf west indian oil | essential oil', ['68916-05-2', '8006-78-8']],
        ['myrrh oil | essential oil', ['1082996-27-7', '8016-37-3']],
        ['myrrh resinoid | resinoid', ['1082996-27-7', '8016-37-3']],
        ['sandalwood oil | essential oil', ['1070895-66-7', '8006-87-9']],
        ['styrax resinoid | resinoid', ['8024-01-9', '8046-19-3']],
        ['sunflower oil | essential oil', ['666723-01-9', '8001-21-6']],
      ]);
    });
  },
);
