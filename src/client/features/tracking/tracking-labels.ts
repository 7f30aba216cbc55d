import type { TrackedAction, UsageRecordKind } from '../../../domain/tracking/tracking.schemas.ts';

/** How each named action reads on screen. */
export const ACTION_LABELS: Record<string, string> = {
  sign_up: 'Signed up',
  formula_created: 'Created a formula',
  formula_imported: 'Imported a formula',
  certificate_downloaded: 'Downloaded an IFRA certificate',
  allergen_declaration_downloaded: 'Downloaded an allergen declaration',
} satisfies Record<TrackedAction, string>;

export const KIND_LABELS: Record<UsageRecordKind, string> = {
  PageView: 'Page view',
  ApiCall: 'API call',
  UserAction: 'Action',
};
