import { and, eq } from 'drizzle-orm';
import type { SdsTemplateOverride } from '../../../domain/clp/build-safety-data-sheet.ts';
import type { SaveSdsTemplateBody } from '../../../domain/clp/clp.schemas.ts';
import { DEFAULT_SDS_TEMPLATES, type SdsProductForm } from '../../../domain/clp/sds-templates.ts';
import type { Db } from '../../db/client.ts';
import { sdsTemplates } from '../../db/schema/index.ts';

export type SdsTemplateView = {
  subsection: string;
  lines: string[];
  reviewed: boolean;
  reviewedAt: string | null;
  /** True while the workspace has not written its own text (Sillage's default). */
  isDefault: boolean;
};

/** The workspace's own template texts of a product form, by subsection (for the sheet). */
export async function findSdsTemplateOverrides(
  db: Db,
  workspaceId: string,
  productForm: SdsProductForm,
): Promise<Record<string, SdsTemplateOverride>> {
  const rows = await db
    .select()
    .from(sdsTemplates)
    .where(and(eq(sdsTemplates.workspaceId, workspaceId), eq(sdsTemplates.productForm, productForm)));
  return Object.fromEntries(
    rows.map((row) => [row.subsection, { lines: row.lines, reviewed: row.reviewedAt !== null }]),
  );
}

/** Every template subsection of a product form: the workspace's text where written, else the default. */
export async function listSdsTemplates(
  db: Db,
  workspaceId: string,
  productForm: SdsProductForm,
): Promise<SdsTemplateView[]> {
  const rows = await db
    .select()
    .from(sdsTemplates)
    .where(and(eq(sdsTemplates.workspaceId, workspaceId), eq(sdsTemplates.productForm, productForm)));
  const own = new Map(rows.map((row) => [row.subsection, row]));
  return DEFAULT_SDS_TEMPLATES[productForm].map((template) => {
    const row = own.get(template.number);
    return row
      ? {
          subsection: template.number,
          lines: row.lines,
          reviewed: row.reviewedAt !== null,
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          isDefault: false,
        }
      : { subsection: template.number, lines: [...template.lines], reviewed: false, reviewedAt: null, isDefault: true };
  });
}

/** Writes the workspace's text of one template subsection; reviewed records who and when (cleared when not). */
export async function saveSdsTemplate(
  db: Db,
  workspaceId: string,
  userId: string,
  productForm: SdsProductForm,
  subsection: string,
  body: SaveSdsTemplateBody,
): Promise<SdsTemplateView> {
  const now = new Date();
  const values = {
    lines: body.lines,
    reviewedBy: body.reviewed ? userId : null,
    reviewedAt: body.reviewed ? now : null,
    updatedAt: now,
  };
  await db
    .insert(sdsTemplates)
    .values({ workspaceId, productForm, subsection, ...values })
    .onConflictDoUpdate({
      target: [sdsTemplates.workspaceId, sdsTemplates.productForm, sdsTemplates.subsection],
      set: values,
    });
  return {
    subsection,
    lines: body.lines,
    reviewed: body.reviewed,
    reviewedAt: values.reviewedAt?.toISOString() ?? null,
    isDefault: false,
  };
}
