import { and, inArray } from 'drizzle-orm';
import type { ClpClassifyResponse, ClpNaturalSummary } from '../../../domain/clp/classify-clp-request.ts';
import type { ClpClassifyBody } from '../../../domain/clp/clp.schemas.ts';
import type { ProductForm } from '../../../domain/clp/clp-mixture.ts';
import { calculateFormula } from '../../../domain/formulas/calculate-formula.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { visibleMaterials, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import {
  chooseLineClassification,
  describeLineProvenance,
  toComponentClassification,
  type LineClassificationProvenance,
} from '../../../domain/clp/material-classification.ts';
import {
  expandNaturalConstituents,
  isNatural,
  type ConstituentOrigin,
} from '../../../domain/clp/expand-natural-constituents.ts';
import { HAZARD_CLASSES } from '../../../domain/clp/parse-hazard-classification.ts';
import { loadUserComplianceContext, type ComplianceDeps } from '../regulatory/regulatory.public.ts';
import { classifyClp } from './classify-clp.ts';
import { findAnnexViEntries } from './find-annex-vi-entries.ts';
import { findLineClassifications } from './material-classification-store.ts';
import { AppError } from '../../lib/app-error.ts';

export type FormulaClpQuery = {
  productForm: ProductForm;
  loadPercent?: number;
  supplyTo: 'generalPublic' | 'professional';
  flashPointC?: number;
  initialBoilingPointC?: number;
  kinematicViscosity40C?: number;
  /** A finished article's base: a material of the workspace, at 100 % of the base, with its classification. */
  baseMaterialId?: string;
};

/**
 * A saved formula of the scope's workspace (404 for another workspace's or a confidential one the user is not named
 * on) classified as a product: each line's neat share of the concentrate,
 * a diluted line's diluent as a component of its own. Each line takes its lot's classification, else its material's
 * (the workspace's, from a supplier SDS or its own assessment), merged with the Annex VI entry, which cannot be
 * weakened; a line with neither is of unknown classification.
 */
export async function classifyFormulaClp(
  db: Db,
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  formulaId: string,
  query: FormulaClpQuery,
): Promise<ClpClassifyResponse & { productName: string }> {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  return {
    ...(await classifyFormulaRows(db, deps, scope, formula.rows, query)),
    productName: formula.name,
  };
}

/** The rows of a formula (the current ones, or an earlier version's) classified as a product. */
export async function classifyFormulaRows(
  db: Db,
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  formulaRows: readonly FormulaRow[],
  query: FormulaClpQuery,
): Promise<ClpClassifyResponse> {
  const rows = formulaRows.filter((row) => !row.isExcluded);
  const calculation = calculateFormula(rows, { dosagePercent: 100 });
  const diluentIds = [...new Set(rows.map((row) => row.diluentMaterialId).filter((id): id is string => !!id))];
  const diluentCas = new Map<string, string | null>();
  if (diluentIds.length > 0) {
    const found = await db
      .select({ id: materials.id, cas: materials.cas })
      .from(materials)
      .where(and(inArray(materials.id, diluentIds), visibleMaterials(scope)));
    for (const material of found) diluentCas.set(material.id, material.cas);
  }
  const naturalsContext = await loadUserComplianceContext(deps, scope.userId, {
    materialIds: rows.flatMap((row) => [row.materialId, row.diluentMaterialId].filter((id): id is string => !!id)),
    lotIds: rows.flatMap((row) => (row.lotId ? [row.lotId] : [])),
    typicalMaterialIds: rows.flatMap((row) =>
      row.acceptsTypicalComposition && row.materialId ? [row.materialId] : [],
    ),
  });
  const library = naturalsContext.userEngine.materials;
  /** The engine's version of a line's material: its lot's (certificate), with the typical composition if accepted. */
  const engineMaterialOf = (row: FormulaRow) => {
    if (!row.materialId) return undefined;
    const lot = row.lotId ? naturalsContext.lots.get(row.lotId) : undefined;
    const id = lot && lot.baseMaterialId === row.materialId ? lot.material.id : row.materialId;
    const typical = row.acceptsTypicalComposition ? naturalsContext.typical.get(id) : undefined;
    return library.get(typical?.materialId ?? id);
  };
  const naturalOf = new Map(rows.map((row) => [row.id, engineMaterialOf(row)]));
  /**
   * A line's CAS: its material's, the record it resolves to as the verdicts read it, else the CAS typed on a line
   * without one. A line saved with its material and no CAS of its own (the API, an import) is still that substance.
   */
  const casOf = (row: FormulaRow): string | null =>
    (row.materialId ? library.get(row.materialId)?.casNumbers[0] : undefined) ?? row.cas ?? null;
  const naturalCas = rows.flatMap((row) => {
    const material = naturalOf.get(row.id);
    return isNatural(material) ? [casOf(row) ?? '', ...material.casNumbers] : [];
  });
  const harmonisedNaturals = await findAnnexViEntries(db, naturalCas);
  const constituentIds = rows.flatMap((row) => {
    const material = naturalOf.get(row.id);
    return isNatural(material) ? material.composition.map((entry) => entry.childMaterialId) : [];
  });
  const materialIds = [
    ...new Set(
      [...rows.flatMap((row) => [row.materialId, row.diluentMaterialId]), ...constituentIds].filter(
        (id): id is string => !!id && UUID.test(id),
      ),
    ),
  ];
  const lotIds = rows.map((row) => row.lotId).filter((id): id is string => !!id);
  const classified = await findLineClassifications(db, scope.workspaceId, materialIds, lotIds);
  const components: ClpClassifyBody['components'] = [];
  const provenance: (LineClassificationProvenance | null)[] = [];
  const origins: (ConstituentOrigin | null)[] = [];
  const naturals: ClpNaturalSummary[] = [];
  const push = (
    component: ClpClassifyBody['components'][number],
    classifiedBy: LineClassificationProvenance | null,
    origin: ConstituentOrigin | null = null,
  ) => {
    components.push(component);
    provenance.push(classifiedBy);
    origins.push(origin);
  };
  rows.forEach((row, index) => {
    const percent = calculation.rows[index]?.percentInConcentrate ?? 0;
    if (!(percent > 0)) return;
    const chosen = chooseLineClassification(row, classified.byLot, classified.byMaterial);
    const natural = naturalOf.get(row.id);
    const name = row.name || 'Unnamed line';
    const neatPercent = percent * row.purity;
    const isHarmonised = isNatural(natural)
      ? [casOf(row) ?? '', ...natural.casNumbers].some((cas) => harmonisedNaturals.has(cas.trim()))
      : false;
    if (isNatural(natural) && !chosen && !isHarmonised) {
      const expansion = expandNaturalConstituents(natural, neatPercent, library);
      if (expansion.kind === 'unknown') {
        naturals.push({ materialId: natural.id, name, basis: 'unknown', unknownPercent: neatPercent, unstated: [] });
        push({ cas: casOf(row), name, percent: neatPercent }, null);
      } else {
        naturals.push({
          materialId: natural.id,
          name,
          basis: expansion.statesComposition ? 'constituents' : 'IFRA Annex only',
          unknownPercent: expansion.unknownPercent,
          unstated: expansion.unstated,
        });
        for (const constituent of expansion.components) {
          const own = classified.byMaterial.get(constituent.materialId);
          push(
            {
              cas: constituent.cas,
              name: constituent.name,
              percent: constituent.percent,
              ...(own ? toComponentClassification(own) : {}),
            },
            own ? describeLineProvenance({ classification: own, level: 'material' }, null) : null,
            constituent.origin,
          );
        }
        if (expansion.unknownPercent > 0) {
          push({ cas: null, name: `${name}: constituents not stated`, percent: expansion.unknownPercent }, null);
        }
      }
    } else {
      push(
        {
          cas: casOf(row),
          name,
          percent: neatPercent,
          ...(chosen ? toComponentClassification(chosen.classification) : {}),
        },
        chosen
          ? describeLineProvenance(chosen, row.lotId ? (classified.lotNumbers.get(row.lotId) ?? null) : null)
          : null,
      );
      if (isNatural(natural)) {
        naturals.push({
          materialId: natural.id,
          name,
          basis: chosen ? 'own classification' : 'Annex VI',
          unknownPercent: 0,
          unstated: [],
        });
      }
    }
    if (row.purity < 1) {
      const diluent = row.diluentMaterialId ? classified.byMaterial.get(row.diluentMaterialId) : undefined;
      push(
        {
          ...(diluent ? toComponentClassification(diluent) : {}),
          cas: row.diluentMaterialId ? (diluentCas.get(row.diluentMaterialId) ?? null) : null,
          name: row.diluent || 'Diluent',
          percent: percent * (1 - row.purity),
        },
        diluent ? describeLineProvenance({ classification: diluent, level: 'material' }, null) : null,
      );
    }
  });
  if (components.length === 0) {
    components.push({ cas: null, name: 'Empty formula', percent: 0 });
  }
  const response = await classifyClp(db, {
    productForm: query.productForm,
    loadPercent: query.loadPercent,
    supplyTo: query.supplyTo,
    components,
    ...(query.baseMaterialId ? { base: await loadBase(db, scope, query.baseMaterialId) } : {}),
    measured: {
      flashPointC: query.flashPointC,
      initialBoilingPointC: query.initialBoilingPointC,
      kinematicViscosity40C: query.kinematicViscosity40C,
    },
  });
  provenance.forEach((classifiedBy, index) => {
    const ingredient = response.ingredients[index];
    if (classifiedBy && ingredient) ingredient.classifiedBy = classifiedBy;
    const origin = origins[index];
    if (origin && ingredient) ingredient.constituentOf = origin;
  });
  response.naturals = naturals;
  reportUnknownNaturals(response, naturals);
  const unclassified = provenance.filter((item) => item === null).length;
  response.trace.unshift(
    `Each line takes its lot's classification, else its material's (supplier SDS or own assessment), merged with its Annex VI entry: ${provenance.length - unclassified} of ${provenance.length} components carry one${unclassified > 0 ? '; the others take their Annex VI entry alone, or are of unknown classification' : ''}.`,
  );
  return response;
}

/**
 * The base of a finished article (wax, diffuser base, ethanol/water) as one component at 100 % of the base, with the
 * workspace's classification of the material (supplier SDS or own assessment; none given: its Annex VI entry, else
 * of unknown classification). 404 for a material the scope cannot see.
 */
async function loadBase(
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
): Promise<NonNullable<ClpClassifyBody['base']>> {
  const [material] = await db
    .select({ id: materials.id, name: materials.name, cas: materials.cas })
    .from(materials)
    .where(and(inArray(materials.id, [materialId]), visibleMaterials(scope)));
  if (!material) throw new AppError('NOT_FOUND', 'Base material not found.');
  const own = (await findLineClassifications(db, scope.workspaceId, [material.id], [])).byMaterial.get(material.id);
  return [
    {
      cas: material.cas,
      name: material.name,
      percentOfBase: 100,
      ...(own ? toComponentClassification(own) : {}),
    },
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A natural whose composition no source gives (no lot certificate, declaration, own composition, IFRA Annex row or
 * accepted typical composition), or only the IFRA Annex (the few constituents IFRA regulates), and that has no
 * classification of its own could bring any class: every class the data decides from the ingredients, and that is
 * not already classified, is undetermined, never taken as absent. The allergen declaration holds the same naturals
 * "cannot be verified" (hasKnownAllergenContent).
 */
function reportUnknownNaturals(response: ClpClassifyResponse, naturals: readonly ClpNaturalSummary[]): void {
  const unknown = naturals.filter((natural) => natural.basis === 'unknown' || natural.basis === 'IFRA Annex only');
  if (unknown.length === 0) return;
  const names = unknown.map((natural) => natural.name);
  const described = unknown.map((natural) =>
    natural.basis === 'unknown'
      ? `the composition of ${natural.name} is unknown`
      : `${natural.name} is known only by the few constituents the IFRA Annex gives (the rest, ${formatShare(natural.unknownPercent)} of the fragrance, is unknown)`,
  );
  const opening = described.join('; ');
  // A class already classified in its top category cannot go higher; one below it (Aquatic Chronic 2, Acute Tox. 4)
  // could, with what the natural holds.
  const settled = new Set([
    ...response.classification
      .filter((entry) => (TOP_CATEGORY[entry.class] ?? entry.category) === entry.category)
      .map((entry) => entry.class),
    ...response.undetermined.map((entry) => entry.class),
    ...response.notApplicable.map((entry) => entry.class),
  ]);
  for (const hazardClass of HAZARD_CLASSES) {
    // Flammability is decided by the measured flash point of the mixture, not by its ingredients.
    if (hazardClass === 'Flam. Liq.' || settled.has(hazardClass)) continue;
    const classified = response.classification.some((entry) => entry.class === hazardClass);
    response.undetermined.push({
      class: hazardClass,
      reason: `${opening.charAt(0).toUpperCase()}${opening.slice(1)}, and no classification of ${names.length > 1 ? 'them' : 'it'} was entered: it may bring this class${classified ? ' in a higher category' : ''}.`,
      missing: names.map((name) => `composition or classification of ${name}`),
    });
  }
  response.trace.push(
    `${names.join(', ')}: natural${names.length > 1 ? 's' : ''} of unknown composition (no lot certificate, supplier declaration, own composition or accepted typical composition; the IFRA Annex names only the constituents IFRA regulates) and without a classification: undetermined, not taken as zero.`,
  );
}

/** The highest category of the classes whose category an unknown ingredient could raise (CLP Annex I). */
const TOP_CATEGORY: Partial<Record<string, string>> = {
  'Acute Tox.': '1',
  'Aquatic Chronic': '1',
  'Muta.': '1A',
  'Carc.': '1A',
  'Repr.': '1A',
  'STOT SE': '1',
  'STOT RE': '1',
};

const formatShare = (percent: number) => `${Number(percent.toPrecision(3))} %`;
