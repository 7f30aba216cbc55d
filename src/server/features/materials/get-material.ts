import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { REFERENCE_DATASETS } from '../../../domain/reference-data/reference-datasets.ts';
import { findTradeNames } from '../../../domain/reference-data/trade-names.ts';
import { TRADE_ABBREVIATIONS, VOCABULARY_SOURCES } from '../../../domain/reference-data/trade-vocabulary.ts';
import type { Db } from '../../db/client.ts';
import {
  euAnnexEntries,
  euLabellingAllergens,
  ifraNaturalContributions,
  ifraStandardCas,
  ifraStandardLimits,
  ifraStandards,
  aiMaterialSuggestions,
} from '../../db/schema/index.ts';
import { deriveNotePosition, type NotePosition } from '../../../domain/materials/note-position.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { findMaterialAnnotation } from './annotate-material.ts';
import { findVisibleMaterials, getVisibleMaterialRecord } from '../workspaces/workspaces.public.ts';
import { SAME_STRUCTURE_SOURCE } from '../../../domain/reference-data/share-cas-by-structure.ts';
import { IFRA_PROHIBITED_MATERIALS_DATASET } from '../../../domain/reference-data/ifra-prohibited-materials.ts';
import { isLeftOutOfEuAnnexIi } from '../../../domain/regulatory/eu-annex-ii-natural-scopes.ts';
import { EU_ALLERGEN_CAS_REFERENCES } from '../../../domain/regulatory/eu-allergen-label-names.ts';
import { libraryRowToMaterial } from '../../../domain/regulatory/library-row-to-material.ts';

const BUILT_IN_SOURCES: Record<
  string,
  { title: string; licence: string; licenceClass?: 'attribution'; attribution: string }
> = {
  'sillage-trade-names': {
    title: 'Trade names (Sillage)',
    licence: 'Sillage, maintained by hand',
    attribution: 'Makers’ published product names',
  },
  [IFRA_PROHIBITED_MATERIALS_DATASET]: {
    title:
      'IFRA Standards, 51st Amendment: a prohibited material no other dataset records (its Standard’s name and CAS)',
    licence: '© IFRA, distributed free of charge, no reuse licence stated',
    licenceClass: 'attribution',
    attribution: 'IFRA Standards, 51st Amendment',
  },
  [SAME_STRUCTURE_SOURCE]: {
    title: 'Other CAS numbers of the same structure (one PubChem CID in the datasets)',
    licence: 'Derived by Sillage from the datasets above',
    attribution: 'PubChem compound identifiers as the datasets give them',
  },
};

/** One material the workspace may see (reference or its own, else 404) with its IFRA, EU and source details. */
export async function getMaterial(db: Db, scope: WorkspaceScope, id: string) {
  const material = await getVisibleMaterialRecord(db, scope, id);
  const casNumbers = [material.cas, ...material.otherCas].filter((cas): cas is string => Boolean(cas));
  const standardCas =
    casNumbers.length > 0
      ? await db
          .select({ standardKey: ifraStandardCas.standardKey, cas: ifraStandardCas.cas })
          .from(ifraStandardCas)
          .where(inArray(ifraStandardCas.cas, casNumbers))
      : [];
  const standardKeys = [...new Set(standardCas.map((row) => row.standardKey))];
  // The Annex III entries the allergen table files these CAS under beyond ECHA's rows (oakmoss absolute: entry 91).
  const allergenReferences = [
    ...new Set(
      EU_ALLERGEN_CAS_REFERENCES.filter((entry) => casNumbers.includes(entry.cas)).map(
        (entry) => entry.annexIiiReference,
      ),
    ),
  ];
  const [standards, limits, annexEntries, allergens, contributions] = await Promise.all([
    standardKeys.length > 0 ? db.select().from(ifraStandards).where(inArray(ifraStandards.id, standardKeys)) : [],
    standardKeys.length > 0
      ? db.select().from(ifraStandardLimits).where(inArray(ifraStandardLimits.standardKey, standardKeys))
      : [],
    casNumbers.length > 0
      ? db
          .select()
          .from(euAnnexEntries)
          .where(
            allergenReferences.length > 0
              ? or(
                  inArray(euAnnexEntries.cas, casNumbers),
                  and(eq(euAnnexEntries.annex, 'III'), inArray(euAnnexEntries.refNo, allergenReferences)),
                )
              : inArray(euAnnexEntries.cas, casNumbers),
          )
      : [],
    casNumbers.length > 0
      ? db
          .select()
          .from(euLabellingAllergens)
          .where(
            allergenReferences.length > 0
              ? or(
                  inArray(euLabellingAllergens.cas, casNumbers),
                  inArray(euLabellingAllergens.annexIiiRef, allergenReferences),
                )
              : inArray(euLabellingAllergens.cas, casNumbers),
          )
      : [],
    casNumbers.length > 0
      ? db
          .select()
          .from(ifraNaturalContributions)
          .where(
            or(
              inArray(ifraNaturalContributions.constituentCas, casNumbers),
              sql`${ifraNaturalContributions.principalCas} && ${`{${casNumbers.join(',')}}`}::text[]`,
            ),
          )
      : [],
  ]);
  const sources = material.datasets.map((datasetId) => {
    const dataset = REFERENCE_DATASETS.find((candidate) => candidate.id === datasetId);
    const builtIn = BUILT_IN_SOURCES[datasetId];
    return dataset
      ? {
          dataset: dataset.id,
          title: dataset.title,
          licence: dataset.licence,
          licenceClass: dataset.licenceClass,
          attribution: dataset.attribution,
        }
      : {
          dataset: datasetId,
          title: builtIn?.title ?? datasetId,
          licence: builtIn?.licence ?? 'unknown',
          licenceClass: builtIn?.licenceClass ?? 'open',
          attribution: builtIn?.attribution ?? '',
        };
  });
  // An entry whose words leave this natural out (Annex II 450 and a verbena absolute) is listed, and bans nothing here.
  // A reference material only, read as the engine reads it; an own material's page stays strict.
  const asEngineMaterial = material.userId === null ? libraryRowToMaterial(material) : null;
  const annexII = annexEntries
    .filter((entry) => entry.annex === 'II')
    .map((entry) => ({
      ...entry,
      leavesOutThisMaterial:
        asEngineMaterial !== null &&
        isLeftOutOfEuAnnexIi({ annexIiReference: entry.refNo, name: entry.substanceName }, asEngineMaterial),
    }));
  const { searchText: _searchText, mergeKey: _mergeKey, ...fields } = material;
  const lines = material.composition ?? [];
  const [annotation, components] = await Promise.all([
    findMaterialAnnotation(db, scope.userId, id),
    findVisibleMaterials(
      db,
      scope,
      lines.map((line) => line.materialId),
    ),
  ]);
  const derivedNotePosition =
    material.userId === null
      ? (deriveNotePosition(material.substantivityHours) ?? material.notePosition)
      : material.notePosition;
  // An admin's accepted classification suggestion: kept apart from the reference row (a rebuild keeps it), shown beside it.
  const [classification] = await db
    .select()
    .from(aiMaterialSuggestions)
    .where(
      and(
        eq(aiMaterialSuggestions.materialId, material.id),
        eq(aiMaterialSuggestions.kind, 'classification'),
        eq(aiMaterialSuggestions.status, 'accepted'),
      ),
    )
    .orderBy(desc(aiMaterialSuggestions.decidedAt))
    .limit(1);
  const aiClassification = classification
    ? {
        ...(classification.proposal as { odourFamily: string; notePosition: string }),
        confidence: classification.confidence,
        provider: classification.provider,
        model: classification.model,
        acceptedAt: classification.decidedAt?.toISOString() ?? null,
      }
    : null;
  return {
    aiClassification,
    material: { ...fields, isOwn: material.userId !== null },
    composition: lines.map((line) => {
      const component = components.find((candidate) => candidate.id === line.materialId);
      return {
        materialId: line.materialId,
        percent: line.percent,
        name: component?.name ?? null,
        cas: component?.cas ?? null,
      };
    }),
    notePosition: {
      derived: derivedNotePosition as NotePosition | null,
      override: (annotation?.notePositionOverride ?? null) as NotePosition | null,
      effective: (annotation?.notePositionOverride ?? derivedNotePosition ?? null) as NotePosition | null,
    },
    annotation,
    ifra: {
      amendment: '51st Amendment',
      standards: standards.map((standard) => ({
        ...standard,
        matchedCas: standardCas.filter((row) => row.standardKey === standard.id).map((row) => row.cas),
        limits: limits
          .filter((limit) => limit.standardKey === standard.id)
          .map(({ category, limitKind, maxPercent }) => ({ category, limitKind, maxPercent })),
      })),
      naturalContributions: contributions,
    },
    eu: {
      annexII,
      annexIII: annexEntries.filter((entry) => entry.annex === 'III'),
      labellingAllergens: allergens,
      isProhibited: annexII.some((entry) => !entry.leavesOutThisMaterial),
      isLabellingAllergen: allergens.length > 0,
    },
    /** Trade names known for a reference material, with the house that owns each where it is certain. */
    tradeNames:
      material.userId === null
        ? (findTradeNames(material.cas)?.names.map(({ name, owner }) => ({ name, owner: owner ?? null })) ?? [])
        : [],
    /** The trade's abbreviations of a reference material (DPG, HCA), each with the page that documents it. */
    abbreviations:
      material.userId === null
        ? TRADE_ABBREVIATIONS.filter((entry) => entry.cas === material.cas).flatMap((entry) =>
            (entry.abbreviations ?? []).map((name) => ({ name, source: VOCABULARY_SOURCES[entry.source] })),
          )
        : [],
    sources,
  };
}
