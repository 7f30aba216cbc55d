import { count } from 'drizzle-orm';
import { euAnnexEntries, euLabellingAllergens, ifraStandards } from '../../db/schema/index.ts';
import type { ComplianceDeps } from './load-compliance-inputs.ts';

/** The regulatory database at a glance: its data version and how many Standards, allergens and annex entries it holds. */
export async function getRegulatorySummary({ database, complianceInputs }: ComplianceDeps) {
  const [[standards], [allergens], [annex], inputs] = await Promise.all([
    database.db.select({ value: count() }).from(ifraStandards),
    database.db.select({ value: count() }).from(euLabellingAllergens),
    database.db.select({ value: count() }).from(euAnnexEntries),
    complianceInputs.load(),
  ]);
  return {
    dataVersion: inputs.regulatoryData.dataVersion,
    counts: {
      ifraStandards: standards?.value ?? 0,
      euAllergens: allergens?.value ?? 0,
      euAnnexEntries: annex?.value ?? 0,
    },
  };
}
