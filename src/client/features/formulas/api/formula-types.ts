import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';

/** A formula as the API answers it (src/server/features/formulas/formula-record.ts). */
export type Formula = {
  id: string;
  name: string;
  description: string | null;
  rows: FormulaRow[];
  product: FinishedProduct | null;
  version: number;
  /** Grows on every save, in-place autosaves included (the concurrency token beside `version`). */
  revision: number;
  masterFormulaId: string | null;
  tags: string[];
  isPublic: boolean;
  source: 'imported' | 'local';
  ingredientCount: number;
  createdAt: string;
  updatedAt: string;
};

export type FormulaVersionSummary = { version: number; name: string; ingredientCount: number; createdAt: string };
export type FormulaUsage = { used: number; limit: number | null; remaining: number | null; canCreate: boolean; tier: string };
export type RejectedRow = { index: number; reason: string; label: string };
