import { normaliseCas } from './build-regulatory-index.ts';
import type { LibraryMaterialRow } from './build-reference-library.ts';
import { classifyMaterial } from './classify-material.ts';
import type { CompositionRow, Material, MaterialKind } from './regulatory-model.ts';
import { readCandidateType } from './select-annex-natural.ts';

const KIND_BY_LIBRARY_KIND: Readonly<Record<string, MaterialKind>> = {
  substance: 'substance',
  natural: 'ncs',
  accord: 'base-accord',
  dilution: 'dilution',
  solvent: 'solvent',
};

/** Qualities without furocoumarins, as IFRA and suppliers name them (distilled, rectified, FCF, bergapten-free). */
const FUROCOUMARIN_FREE = /\b(fcf|furocoumarin[- ]free|bergapten[- ]free|rectified|distilled)\b/i;

/** A materials-table row as the engine's Material: its kind, CAS numbers, natural type, classes and identity. */
export function libraryRowToMaterial(row: LibraryMaterialRow, composition: CompositionRow[] = []): Material {
  const casNumbers = [
    ...new Set([row.cas, ...row.otherCas].filter((cas): cas is string => Boolean(cas)).map(normaliseCas)),
  ];
  return {
    id: row.id,
    name: row.name,
    kind: KIND_BY_LIBRARY_KIND[row.kind] ?? (row.isNatural ? 'ncs' : 'substance'),
    casNumbers,
    ...(row.inciName ? { inciName: row.inciName } : {}),
    isFurocoumarinFree: row.isNatural && FUROCOUMARIN_FREE.test(row.name),
    ...(row.isNatural || row.kind === 'natural' ? { naturalType: readCandidateType(row) } : {}),
    // No imported dataset says whether a material is an IOFI-recognised flavouring: categories 1 and 6 are "Not assessed".
    isFoodGradeFlavour: null,
    composition,
    ...withClasses(row),
    ...(isKnownByCasAlone(row) ? { isIdentityUnknown: true } : {}),
  };
}

/** A reference record shown by its CAS number (nobody names it) with no structure or formula: what it is is unknown. */
const isKnownByCasAlone = (row: LibraryMaterialRow) =>
  row.mergeKey !== null &&
  row.kind === 'substance' &&
  !row.isNatural &&
  row.cas !== null &&
  row.name.trim() === row.cas &&
  !row.smiles &&
  !row.formula;

function withClasses(row: LibraryMaterialRow) {
  const classes = classifyMaterial({
    smiles: row.smiles ?? null,
    isNatural: row.isNatural || row.kind === 'natural',
    inciName: row.inciName,
    name: row.name,
  });
  return classes.length > 0 ? { classes } : {};
}
