import { z } from 'zod';

/** PUT /api/admin/material-groups/odour-families: show an imported family under another label (same label = merged). */
export const OdourFamilyLabelInputSchema = z.object({
  family: z
    .string('Name the odour family to relabel')
    .trim()
    .min(1, 'Name the odour family to relabel')
    .max(120, 'An odour family has at most 120 characters'),
  label: z
    .string('A label is required')
    .trim()
    .min(1, 'A label cannot be empty')
    .max(60, 'A label has at most 60 characters'),
});
export type OdourFamilyLabelInput = z.infer<typeof OdourFamilyLabelInputSchema>;

/** DELETE /api/admin/material-groups/odour-families?family=…: back to the imported name. */
export const OdourFamilyQuerySchema = z.object({
  family: z
    .string('Name the odour family')
    .trim()
    .min(1, 'Name the odour family')
    .max(120, 'An odour family has at most 120 characters'),
});
