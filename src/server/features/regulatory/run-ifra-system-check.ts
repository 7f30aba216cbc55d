import { count, eq, sql } from 'drizzle-orm';
import { checkIfraData } from '../../../domain/regulatory/check-ifra-data.ts';
import type { SystemCheck } from '../../../domain/regulatory/check-ifra-data.ts';
import {
  euAnnexEntries,
  euLabellingAllergens,
  ifraNaturalContributions,
  ifraSchiffBases,
  ifraStandardCas,
  ifraStandardLimits,
  ifraStandards,
} from '../../db/schema/index.ts';
import type { ComplianceDeps } from './load-compliance-inputs.ts';

/** GET /api/admin/ifra-system-check: counts of the loaded data and the checks with their problems. */
export async function runIfraSystemCheck({ database, complianceInputs }: ComplianceDeps) {
  const { db } = database;
  const [standards, limits, scope, naturalContributions, schiffBases, allergens, annexIii, [annexII], inputs] =
    await Promise.all([
      db
        .select({
          id: ifraStandards.id,
          name: ifraStandards.name,
          type: ifraStandards.type,
          amendment: ifraStandards.amendment,
          isProhibition: ifraStandards.isProhibition,
          isRestriction: ifraStandards.isRestriction,
          isSpecification: ifraStandards.isSpecification,
        })
        .from(ifraStandards),
      db
        .select({
          standardKey: ifraStandardLimits.standardKey,
          category: ifraStandardLimits.category,
          limitKind: ifraStandardLimits.limitKind,
          maxPercent: ifraStandardLimits.maxPercent,
        })
        .from(ifraStandardLimits),
      db.select({ standardKey: ifraStandardCas.standardKey, cas: ifraStandardCas.cas }).from(ifraStandardCas),
      db
        .select({
          naturalName: ifraNaturalContributions.naturalName,
          principalCas: ifraNaturalContributions.principalCas,
          constituentCas: ifraNaturalContributions.constituentCas,
          constituentName: ifraNaturalContributions.constituentName,
          concentrationPct: ifraNaturalContributions.concentrationPct,
          standardKey: ifraNaturalContributions.standardKey,
        })
        .from(ifraNaturalContributions),
      db
        .select({
          schiffBase: ifraSchiffBases.schiffBase,
          aldehydeCas: ifraSchiffBases.aldehydeCas,
          schiffBaseCas: ifraSchiffBases.schiffBaseCas,
          aldehydeLevelPct: ifraSchiffBases.aldehydeLevelPct,
          standardKey: ifraSchiffBases.standardKey,
        })
        .from(ifraSchiffBases),
      db
        .select({ annexIiiRef: euLabellingAllergens.annexIiiRef, cas: euLabellingAllergens.cas })
        .from(euLabellingAllergens),
      db.selectDistinct({ refNo: euAnnexEntries.refNo }).from(euAnnexEntries).where(eq(euAnnexEntries.annex, 'III')),
      db.select({ value: count() }).from(euAnnexEntries).where(eq(euAnnexEntries.annex, 'II')),
      complianceInputs.load(),
    ]);
  const checks: SystemCheck[] = [];
  if (standards.length === 0) {
    checks.push({
      id: 'data-loaded',
      title: 'IFRA data loaded',
      status: 'fail',
      summary: 'No IFRA Standards are loaded: import "IFRA Standards, 51st Amendment" in Reference Data Import.',
      problems: [],
      problemCount: 1,
    });
  }
  checks.push(
    ...checkIfraData({
      standards,
      limits,
      scope,
      naturalContributions,
      schiffBases,
      allergens,
      annexIiiReferences: annexIii.map((row) => row.refNo),
    }),
  );
  const naturalNames = new Set(naturalContributions.map((row) => row.naturalName));
  const matchedNaturals = [...inputs.library.materials.values()].filter(
    (material) => material.kind === 'ncs' && material.composition.length > 0,
  ).length;
  const typeCounts = await db
    .select({ type: ifraStandards.type, value: count() })
    .from(ifraStandards)
    .groupBy(ifraStandards.type)
    .orderBy(sql`count(*) DESC`);
  return {
    dataVersion: inputs.regulatoryData.dataVersion,
    counts: {
      standards: standards.length,
      standardsByType: typeCounts.map((row) => ({ type: row.type, count: row.value })),
      limitCells: limits.length,
      scopeCas: scope.length,
      phototoxicityStandards: inputs.regulatoryData.ifraStandards.filter((standard) => standard.isInPhototoxicitySum)
        .length,
      naturalContributions: naturalContributions.length,
      naturals: naturalNames.size,
      naturalsInLibrary: matchedNaturals,
      schiffBases: schiffBases.length,
      euAllergenEntries: inputs.regulatoryData.euAllergens.length,
      euAllergenRows: allergens.length,
      euAnnexIiEntries: annexII?.value ?? 0,
      euAnnexIiiReferences: annexIii.length,
    },
    checks,
  };
}
