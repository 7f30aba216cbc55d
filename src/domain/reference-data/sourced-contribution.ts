import type { MaterialContribution } from './material-contribution.ts';

/** One dataset's record of a material, before the records are merged. */
export type SourcedContribution = { dataset: string; contribution: MaterialContribution };

/** The records merged into one material: its merge key, the records, and the keys of earlier materials it absorbed. */
export type ContributionGroup = { key: string; items: SourcedContribution[]; absorbedKeys: string[] };
