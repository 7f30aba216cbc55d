import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { AnnexViEntry } from '../src/domain/clp/annex-vi-entry.ts';
import { classifyClpRequest } from '../src/domain/clp/classify-clp-request.ts';
import { ClpClassifyBodySchema, type ClpClassifyBody } from '../src/domain/clp/clp.schemas.ts';
import { parseHazardClassification, type HazardClassification } from '../src/domain/clp/parse-hazard-classification.ts';
import { percentile } from './lib/percentile.ts';

/**
 * Issue 31's budget: classifying a 300-line formula (with its label) takes ≤ 5 ms. Synthetic lines of the real
 * shape (a third of them sensitisers, irritants, aquatic hazards with M-factors, acute toxicity with ATEs; one
 * in ten with an Annex VI entry to merge), in a candle at 10 % load with a two-ingredient base. The classifications
 * are invented for timing only; no result of this script is a regulatory value. On a busy machine the wall-clock
 * p95 includes waits for a core; the CPU-time p95 shows the work itself.
 */
const CLASSIFICATIONS = [
  ['Skin Sens. 1B; H317'],
  ['Skin Irrit. 2; H315', 'Eye Irrit. 2; H319'],
  ['Aquatic Chronic 2; H411'],
  ['Skin Sens. 1A; H317', 'Aquatic Acute 1; H400', 'Aquatic Chronic 1; H410'],
  ['Acute Tox. 4; H302'],
  ['Asp. Tox. 1; H304', 'Flam. Liq. 3; H226'],
  [],
];

function buildFormula(lines: number): { body: ClpClassifyBody; entries: Map<string, AnnexViEntry> } {
  const entries = new Map<string, AnnexViEntry>();
  const components: ClpClassifyBody['components'] = [];
  for (let index = 0; index < lines; index += 1) {
    const cas = `${1000 + index}-00-${index % 10}`;
    const classification = CLASSIFICATIONS[index % CLASSIFICATIONS.length] ?? [];
    const hasEntry = index % 10 === 0;
    if (hasEntry) {
      entries.set(cas, {
        indexNo: `600-${index}-00-0`,
        names: [`substance ${index}`],
        ecNumbers: [],
        casNumbers: [cas],
        hazards: ['Skin Sens. 1B; H317', 'Aquatic Chronic 3; H412']
          .map((text) => parseHazardClassification(text))
          .filter((hazard): hazard is HazardClassification => hazard !== null),
        limits: [],
        mFactors: { acute: 1, chronic: 1 },
        ate: { oral: 1500 },
        notes: [],
        labelCodes: [],
        supplementalCodes: [],
        atp: 'ATP21',
        unread: [],
      });
    }
    components.push({
      cas,
      name: `Material ${index}`,
      percent: 100 / lines,
      ...(hasEntry && index % 20 === 0 ? {} : { supplierClassification: classification }),
      ...(index % 7 === 3 ? { mFactors: { acute: 10, chronic: 10 } } : {}),
      ...(index % 7 === 4 ? { ate: { oral: 900 } } : {}),
    });
  }
  return {
    body: {
      productForm: 'candle',
      loadPercent: 10,
      supplyTo: 'generalPublic',
      components,
      base: [
        { cas: '8002-74-2', name: 'Paraffin wax', percentOfBase: 80, supplierClassification: [] },
        { cas: '8001-79-4', name: 'Soy wax', percentOfBase: 20, supplierClassification: [] },
      ],
      measured: {},
    },
    entries,
  };
}

export function measureClpClassification(lines = 300, iterations = 500) {
  const { body, entries } = buildFormula(lines);
  const find = (cas: string) => entries.get(cas) ?? null;
  const version = { annexVi: 'bench', importedOn: null };
  for (let warm = 0; warm < 50; warm += 1) classifyClpRequest(body, find, version);
  const classify: number[] = [];
  const classifyCpu: number[] = [];
  const validateAndClassify: number[] = [];
  for (let run = 0; run < iterations; run += 1) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    classifyClpRequest(body, find, version);
    classify.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    classifyCpu.push((used.user + used.system) / 1000);
    const startFull = performance.now();
    classifyClpRequest(ClpClassifyBodySchema.parse(body), find, version);
    validateAndClassify.push(performance.now() - startFull);
  }
  classify.sort((a, b) => a - b);
  classifyCpu.sort((a, b) => a - b);
  validateAndClassify.sort((a, b) => a - b);
  return {
    medianMs: percentile(classify, 0.5),
    p95Ms: percentile(classify, 0.95),
    /** CPU time of the process (user + system): the work without the waits of a shared machine. */
    cpuP95Ms: percentile(classifyCpu, 0.95),
    withValidationMedianMs: percentile(validateAndClassify, 0.5),
    withValidationP95Ms: percentile(validateAndClassify, 0.95),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const measured = measureClpClassification();
  const line = (label: string, value: number) =>
    `${label.padEnd(44)} ${value.toFixed(3).padStart(9)} ms  (budget 5 ms) ${value <= 5 ? 'ok' : 'OVER'}`;
  console.log(line('CLP classification + label, 300 lines, median', measured.medianMs));
  console.log(line('CLP classification + label, 300 lines, p95', measured.p95Ms));
  console.log(line('CLP classification + label, CPU time p95', measured.cpuP95Ms));
  console.log(line('with request validation (zod), median', measured.withValidationMedianMs));
  console.log(line('with request validation (zod), p95', measured.withValidationP95Ms));
}
