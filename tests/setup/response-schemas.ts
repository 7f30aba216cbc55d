import { z } from 'zod';
import type { ClpClassifyResponse } from '../../src/domain/clp/classify-clp-request.ts';
import type { SafetyDataSheet } from '../../src/domain/clp/build-safety-data-sheet.ts';
import type { ComplianceReportResponse } from '../../src/domain/regulatory/format-report-response.ts';
import type { EngineData } from '../../src/server/features/regulatory/get-engine-data.ts';

/**
 * Schemas for the large bodies server tests read with readJson: each checks the body's top-level fields (present, of
 * the right kind), so an error body or a renamed field fails where the body is read; deeper fields are typed by the
 * domain type the route returns (its output is that type). Small bodies get their own schema in the test file.
 */
function checkedAs<Body>(schema: z.ZodType) {
  return schema.transform((body) => body as Body);
}

const list = z.array(z.unknown());
const record = z.looseObject({});

/** POST /api/compliance/report (and the formula's report): format-report-response.ts. */
export const ComplianceReportSchema = checkedAs<ComplianceReportResponse>(
  z.looseObject({
    dataVersion: z.unknown(),
    verdict: z.string(),
    verdictLabel: z.string(),
    compliant: z.boolean(),
    standards: list,
    allergens: list,
    unresolved: list,
    failures: list,
    warnings: list,
    markets: list,
    marketAssessments: list,
    euRestricted: list,
    lines: list,
  }),
);

/** POST /api/clp/classify and the formula's CLP classification: classify-clp-request.ts. */
export const ClpClassificationSchema = checkedAs<ClpClassifyResponse>(
  z.looseObject({
    dataVersion: z.unknown(),
    classification: list,
    label: record,
    packaging: record,
    ufiRequired: z.boolean(),
    undetermined: list,
    notApplicable: list,
    ingredients: list,
    trace: z.array(z.string()),
  }),
);

/** GET /api/compliance/engine-data: get-engine-data.ts. */
export const EngineDataSchema = checkedAs<EngineData>(
  z.looseObject({
    regulatoryData: z.looseObject({ ifraStandards: list }),
    materials: z.array(z.looseObject({ id: z.string() })),
    compositionValue: z.unknown(),
  }),
);

/** The formula's safety data sheet: build-safety-data-sheet.ts. */
export const SafetyDataSheetSchema = checkedAs<SafetyDataSheet>(
  z.looseObject({ productName: z.string(), revision: record, sections: list, notReviewed: z.array(z.string()) }),
);

const withId = z.looseObject({ id: z.string() });
/** POST /api/materials: `{ material: { id } }`. */
export const CreatedMaterialSchema = z.looseObject({ material: withId });
/** POST /api/inventory/lots: `{ lot: { id } }`. */
export const CreatedLotSchema = z.looseObject({ lot: withId });
/** POST /api/formulas: `{ formula: { id } }`. */
export const CreatedFormulaSchema = z.looseObject({ formula: withId });
