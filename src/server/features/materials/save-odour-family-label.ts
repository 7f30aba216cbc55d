import { and, eq, isNull } from 'drizzle-orm';
import type { OdourFamilyLabelInput } from '../../../domain/materials/material-groups.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materials, odourFamilyLabels } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

async function assertFamilyExists(db: Db, family: string) {
  const [row] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(isNull(materials.userId), eq(materials.odourFamily, family)))
    .limit(1);
  if (!row) throw new AppError('VALIDATION_FAILED', `No imported material has the odour family “${family}”`);
}

/** Shows an imported odour family under a label (a label equal to another family merges the two); a label equal to the family removes the override. */
export async function saveOdourFamilyLabel(db: Db, adminId: string, input: OdourFamilyLabelInput) {
  await assertFamilyExists(db, input.family);
  if (input.label === input.family) {
    await db.delete(odourFamilyLabels).where(eq(odourFamilyLabels.family, input.family));
    return { family: input.family, label: input.family };
  }
  const values = { family: input.family, label: input.label, updatedBy: adminId, updatedAt: new Date() };
  await db
    .insert(odourFamilyLabels)
    .values(values)
    .onConflictDoUpdate({
      target: odourFamilyLabels.family,
      set: { label: values.label, updatedBy: adminId, updatedAt: values.updatedAt },
    });
  return { family: input.family, label: input.label };
}

/** Back to the imported name. */
export async function deleteOdourFamilyLabel(db: Db, family: string) {
  const removed = await db
    .delete(odourFamilyLabels)
    .where(eq(odourFamilyLabels.family, family))
    .returning({ family: odourFamilyLabels.family });
  if (removed.length === 0) throw new AppError('NOT_FOUND', `The odour family “${family}” has no label to remove`);
}
