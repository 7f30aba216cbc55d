import { asc, eq, inArray, sql } from 'drizzle-orm';
import { normaliseSearchText } from '../../../domain/materials/normalise-search-text.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import type { Db } from '../../db/client.ts';
import {
  euAnnexEntries,
  euLabellingAllergens,
  ifraNaturalContributions,
  ifraSchiffBases,
  ifraStandardCas,
  ifraStandardLimits,
  ifraStandards,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

type StandardType = 'prohibition' | 'restriction' | 'specification';

const categoryOrder = (category: string) => IFRA_CATEGORIES.indexOf(category as (typeof IFRA_CATEGORIES)[number]);

/** Every IFRA Standard matching the search (name, synonym, CAS or number), with its category 4 limit. */
export async function listIfraStandards(db: Db, query: { q?: string; type?: StandardType }) {
  const rows = await db
    .select({
      id: ifraStandards.id,
      name: ifraStandards.name,
      type: ifraStandards.type,
      amendment: ifraStandards.amendment,
      isProhibition: ifraStandards.isProhibition,
      isRestriction: ifraStandards.isRestriction,
      isSpecification: ifraStandards.isSpecification,
      casNumbers: ifraStandards.casNumbers,
      synonyms: ifraStandards.synonyms,
      riskProperty: ifraStandards.riskProperty,
      category4Kind: ifraStandardLimits.limitKind,
      category4Percent: ifraStandardLimits.maxPercent,
    })
    .from(ifraStandards)
    .leftJoin(
      ifraStandardLimits,
      sql`${ifraStandardLimits.standardKey} = ${ifraStandards.id} AND ${ifraStandardLimits.category} = '4'`,
    )
    .orderBy(asc(ifraStandards.id));
  const needle = query.q ? normaliseSearchText(query.q) : '';
  const number = /^\d{1,3}$/.test(query.q ?? '') ? `IFRA_STD_${(query.q ?? '').padStart(3, '0')}` : null;
  const items = rows.filter((row) => {
    if (query.type === 'prohibition' && !row.isProhibition) return false;
    if (query.type === 'restriction' && !row.isRestriction) return false;
    if (query.type === 'specification' && !row.isSpecification) return false;
    if (!needle) return true;
    if (row.id === number || row.id.toLowerCase().includes(needle.replaceAll(' ', '_'))) return true;
    if (row.casNumbers.some((cas) => cas.startsWith(needle))) return true;
    return [row.name, ...row.synonyms].some((name) => normaliseSearchText(name).includes(needle));
  });
  return {
    total: rows.length,
    items: items.map(({ synonyms: _synonyms, category4Kind, category4Percent, ...row }) => ({
      ...row,
      category4: { limitKind: category4Kind ?? 'none', maxPercent: category4Percent },
    })),
  };
}

/** One Standard with its 18 limits, CAS scope, notes, dates, and what contributes to it: naturals, Schiff bases, EU entries. */
export async function getIfraStandard(db: Db, id: string) {
  const [standard] = await db.select().from(ifraStandards).where(eq(ifraStandards.id, id));
  if (!standard) throw new AppError('NOT_FOUND', `No IFRA Standard ${id}`);
  const [limits, scope, naturals, schiffBases] = await Promise.all([
    db.select().from(ifraStandardLimits).where(eq(ifraStandardLimits.standardKey, id)),
    db.select().from(ifraStandardCas).where(eq(ifraStandardCas.standardKey, id)),
    db.select().from(ifraNaturalContributions).where(eq(ifraNaturalContributions.standardKey, id)),
    db.select().from(ifraSchiffBases).where(eq(ifraSchiffBases.standardKey, id)),
  ]);
  const casNumbers = [...new Set([...standard.casNumbers, ...scope.map((row) => row.cas)])];
  const [annexEntries, allergens] =
    casNumbers.length > 0
      ? await Promise.all([
          db
            .select({
              annex: euAnnexEntries.annex,
              refNo: euAnnexEntries.refNo,
              substanceName: euAnnexEntries.substanceName,
              cas: euAnnexEntries.cas,
              productTypes: euAnnexEntries.productTypes,
              maximumThreshold: euAnnexEntries.maximumThreshold,
            })
            .from(euAnnexEntries)
            .where(inArray(euAnnexEntries.cas, casNumbers)),
          db.select().from(euLabellingAllergens).where(inArray(euLabellingAllergens.cas, casNumbers)),
        ])
      : [[], []];
  return {
    standard,
    limits: limits
      .map(({ category, limitKind, maxPercent }) => ({ category, limitKind, maxPercent }))
      .sort((left, right) => categoryOrder(left.category) - categoryOrder(right.category)),
    scope: scope.map(({ cas, casValid }) => ({ cas, casValid })),
    naturalContributions: naturals
      .map(
        ({
          naturalName,
          botanicalName,
          principalCas,
          constituentCas,
          constituentName,
          concentrationPct,
          isoCategory,
        }) => ({
          naturalName,
          botanicalName,
          principalCas,
          constituentCas,
          constituentName,
          concentrationPct,
          isoCategory,
        }),
      )
      .sort((left, right) => (right.concentrationPct ?? 0) - (left.concentrationPct ?? 0)),
    schiffBases: schiffBases.map(({ schiffBase, schiffBaseCas, aldehyde, aldehydeLevelPct }) => ({
      schiffBase,
      schiffBaseCas,
      aldehyde,
      aldehydeLevelPct,
    })),
    eu: {
      annexEntries,
      allergens: allergens.map(({ annexIiiRef, cas, labelName, names }) => ({ annexIiiRef, cas, labelName, names })),
    },
  };
}
