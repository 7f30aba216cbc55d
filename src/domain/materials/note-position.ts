/** Where a material sits in the evaporation curve of a perfume. */
export type NotePosition = 'top' | 'heart' | 'base';

export const NOTE_POSITIONS = ['top', 'heart', 'base'] as const satisfies readonly NotePosition[];

/** Hours on a smelling strip below which a material is a top note. */
export const TOP_NOTE_MAX_HOURS = 24;
/** Hours on a smelling strip above which a material is a base note. */
export const HEART_NOTE_MAX_HOURS = 200;

/**
 * Note position from substantivity (hours the odour lasts on a smelling strip): top under 24 h,
 * heart from 24 h to 200 h inclusive, base over 200 h. Unknown substantivity gives null.
 */
export function deriveNotePosition(substantivityHours: number | null | undefined): NotePosition | null {
  if (substantivityHours === null || substantivityHours === undefined || !Number.isFinite(substantivityHours))
    return null;
  if (substantivityHours < 0) return null;
  if (substantivityHours < TOP_NOTE_MAX_HOURS) return 'top';
  if (substantivityHours <= HEART_NOTE_MAX_HOURS) return 'heart';
  return 'base';
}
