import type { Fraction, Grams, Percent } from '../shared/units.ts';
import type { FormulaEdit } from './apply-formula-edit.ts';
import { applyFormulaEdit, createFormulaTotals } from './apply-formula-edit.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceOptions } from './check-formula-totals.ts';
import { checkFormulaTotals } from './check-formula-totals.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { IFRA_CATEGORIES, PHOTOTOXICITY_CATEGORIES } from './ifra-categories.ts';
import type {
  CompositionRow,
  FormulaLine,
  IfraLimit,
  IfraStandard,
  Material,
  RegulatoryData,
} from './regulatory-model.ts';

/**
 * SYNTHETIC BENCHMARK DATA, for timing only. Every name, CAS-like id and limit below is made up
 * ("SYNTHETIC-…"); none is a real regulatory value and none may be shown to a user.
 * Sizes follow the real data: 263 Standards, 81 allergen entries, 1,700 Annex II entries, naturals with
 * 15–40 regulated constituents, bases of 10–20 children, and a 300-line formula.
 */
export const BENCHMARK_FORMULA_LINES = 300;

function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

const syntheticCas = (index: number) => `SYNTHETIC-${index}`;

export function buildBenchmarkFormula(
  seed = 51,
  lineCount = BENCHMARK_FORMULA_LINES,
): {
  engine: ComplianceEngine;
  lines: FormulaLine[];
  options: ComplianceOptions;
} {
  const random = createRandom(seed);
  const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)] as Item;
  const substanceCount = 600;
  const ifraStandards: IfraStandard[] = Array.from({ length: 263 }, (_, index) => {
    const isProhibition = index % 5 === 0;
    const isPhototoxic = index % 37 === 1;
    const limits = Object.fromEntries(
      IFRA_CATEGORIES.map((category): [string, IfraLimit] => [
        category,
        isPhototoxic && !PHOTOTOXICITY_CATEGORIES.has(category)
          ? { kind: 'no-restriction' }
          : { kind: 'percent', value: (0.05 + random() * 3) as Percent },
      ]),
    );
    return {
      key: `SYNTHETIC_STD_${index}`,
      name: `Synthetic Standard ${index}`,
      amendment: 'synthetic',
      types: isProhibition ? ['prohibition'] : index % 23 === 0 ? ['restriction', 'specification'] : ['restriction'],
      casNumbers: [syntheticCas(index * 2), syntheticCas(index * 2 + 1)],
      limits: isProhibition ? {} : limits,
      basis: 'finished-product',
      isInPhototoxicitySum: isPhototoxic,
    };
  });
  const regulatoryData: RegulatoryData = {
    dataVersion: {
      ifraAmendment: 'SYNTHETIC benchmark data',
      euAnnexEdition: 'SYNTHETIC benchmark data',
      importedOn: '1970-01-01',
    },
    ifraStandards,
    euAllergens: Array.from({ length: 81 }, (_, index) => ({
      annexIiiReference: `SYNTHETIC-III-${index}`,
      labelName: `Synthetic allergen ${index}`,
      casNumbers: [syntheticCas(100 + index * 3), syntheticCas(101 + index * 3)],
      leaveOnThreshold: 0.001 as Percent,
      rinseOffThreshold: 0.01 as Percent,
    })),
    euProhibited: Array.from({ length: 1_700 }, (_, index) => ({
      annexIiReference: `SYNTHETIC-II-${index}`,
      name: `Synthetic banned ${index}`,
      casNumbers: [syntheticCas(substanceCount + 10 + index)],
    })),
  };
  const materials: Material[] = [];
  const material = (
    id: string,
    kind: Material['kind'],
    casNumbers: string[],
    composition: CompositionRow[] = [],
  ): Material => {
    const entry: Material = {
      id,
      name: id,
      kind,
      casNumbers,
      isFurocoumarinFree: random() < 0.05,
      isFoodGradeFlavour: random() < 0.5,
      composition,
    };
    materials.push(entry);
    return entry;
  };
  // Substances: regulated ones avoid prohibited Standards so the formula stays mostly restricted.
  const substances = Array.from({ length: substanceCount }, (_, index) =>
    material(`substance-${index}`, 'substance', [syntheticCas(index % 5 === 0 ? index + 1 : index)]),
  );
  const row = (childMaterialId: string, share: number): CompositionRow => ({
    childMaterialId,
    maximum: share as Fraction,
    source: pick(['ifra-annex', 'supplier-declaration', 'lot-analysis'] as const),
  });
  const naturals = Array.from({ length: 150 }, (_, index) => {
    const constituents = 15 + Math.floor(random() * 26);
    return material(
      `natural-${index}`,
      'ncs',
      [`SYNTHETIC-NCS-${index}`],
      Array.from({ length: constituents }, () => row(pick(substances).id, (0.9 / constituents) * (0.5 + random()))),
    );
  });
  const bases = Array.from({ length: 60 }, (_, index) => {
    const children = 10 + Math.floor(random() * 11);
    return material(
      `base-${index}`,
      'base-accord',
      [],
      Array.from({ length: children }, () => row(pick(random() < 0.5 ? naturals : substances).id, 1 / children)),
    );
  });
  material('solvent-dpg', 'solvent', ['SYNTHETIC-DPG']);
  const engine = createComplianceEngine({
    regulatoryData,
    materials: new Map(materials.map((entry) => [entry.id, entry])),
  });
  const lines: FormulaLine[] = Array.from({ length: lineCount }, (_, index) => {
    const roll = random();
    const source = roll < 0.5 ? substances : roll < 0.85 ? naturals : bases;
    const line: FormulaLine = {
      lineId: `line-${index}`,
      materialId: pick(source).id,
      grams: (0.01 + random() * 5) as Grams,
    };
    return random() < 0.15 ? { ...line, purity: 0.1 as Fraction, diluentMaterialId: 'solvent-dpg' } : line;
  });
  return {
    engine,
    lines,
    options: { category: '4', dosage: { basis: 'w/w', percent: 20 }, includeLineHeadroom: false },
  };
}

const percentile = (values: readonly number[], share: number) =>
  [...values].sort((left, right) => left - right)[Math.min(values.length - 1, Math.floor(values.length * share))] ??
  Number.NaN;

export type ComplianceBenchmark = {
  /** One spreadsheet edit (grams or material of a line) + re-check of all 18 categories with max dosage. */
  editRecheck: { medianMilliseconds: number; p95Milliseconds: number };
  /** The same edits with every line's headroom, as the editor's live check asks for it (sync-live-compliance). */
  editRecheckWithHeadroom: { medianMilliseconds: number; p95Milliseconds: number };
  /** A full report from the lines (vectors cached), 18 categories, every max dosage, allergens, headroom per line. */
  fullReport: { medianMilliseconds: number; p95Milliseconds: number };
  /** The first report with an empty material cache (every material expanded once). */
  firstReportColdMilliseconds: number;
};

/**
 * Micro-benchmark for `npm run bench`. The clock is passed in (performance.now) because the domain
 * reads no clock itself. The first quarter of each series is a warm-up and is not counted.
 */
export function measureComplianceBenchmark(
  now: () => number,
  iterations = 200,
  lineCount = BENCHMARK_FORMULA_LINES,
): ComplianceBenchmark {
  const { engine, lines, options } = buildBenchmarkFormula(51, lineCount);
  const reportOptions = { ...options, includeLineHeadroom: true, lines };
  const coldStart = now();
  buildComplianceReport(engine, reportOptions);
  const firstReportColdMilliseconds = now() - coldStart;
  const reports: number[] = [];
  for (let run = 0; run < iterations; run++) {
    const start = now();
    buildComplianceReport(engine, reportOptions);
    reports.push(now() - start);
  }
  const measureEdits = (recheckOptions: ComplianceOptions): number[] => {
    const totals = createFormulaTotals(engine, lines);
    const random = createRandom(7);
    const materialIds = [...new Set(lines.map((line) => line.materialId))];
    const edits: number[] = [];
    for (let run = 0; totals.ok && run < iterations * 5; run++) {
      const line = lines[Math.floor(random() * lines.length)] as FormulaLine;
      const edit: FormulaEdit =
        random() < 0.7
          ? { kind: 'change-grams', lineId: line.lineId, grams: (0.01 + random() * 5) as Grams }
          : {
              kind: 'change-material',
              lineId: line.lineId,
              materialId: materialIds[Math.floor(random() * materialIds.length)] as string,
            };
      const start = now();
      applyFormulaEdit(engine, totals.value, edit);
      checkFormulaTotals(engine, totals.value, recheckOptions);
      edits.push(now() - start);
    }
    return edits;
  };
  const edits = measureEdits({ ...options, categoryDetail: 'selected' });
  const editsWithHeadroom = measureEdits({ ...options, categoryDetail: 'selected', includeLineHeadroom: true });
  const summarize = (values: readonly number[]) => {
    const counted = values.slice(Math.floor(values.length / 4));
    return { medianMilliseconds: percentile(counted, 0.5), p95Milliseconds: percentile(counted, 0.95) };
  };
  return {
    editRecheck: summarize(edits),
    editRecheckWithHeadroom: summarize(editsWithHeadroom),
    fullReport: summarize(reports),
    firstReportColdMilliseconds,
  };
}
