import { tool } from 'ai';
import { z } from 'zod';
import { FormulaChangeSchema } from '../../../domain/ai/ai.schemas.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { findVisibleMaterials } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import { getMaterial, searchMaterials, type MaterialSearchDeps } from '../materials/materials.public.ts';
import type { toProposalResponse } from './formula-proposals.ts';
import { formulaCompliance, proposeFormulaChange } from './formula-proposals.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
import type { Citation } from '../../db/schema/index.ts';

type Proposal = ReturnType<typeof toProposalResponse>;

function addCitation(citations: Citation[], citation: Citation): void {
  const key = citation.kind === 'standard' ? `s:${citation.key}` : `${citation.kind}:${citation.id}`;
  if (
    !citations.some(
      (existing) => (existing.kind === 'standard' ? `s:${existing.key}` : `${existing.kind}:${existing.id}`) === key,
    )
  )
    citations.push(citation);
}

/** The tools the assistant may call in a conversation: library search, formulas, compliance, proposals. */
export function assistantTools(
  deps: ComplianceDeps & MaterialSearchDeps,
  scope: WorkspaceScope,
  conversationId: string,
  citations: Citation[],
  proposals: Proposal[],
) {
  const db = deps.database.db;
  return {
    searchMaterials: tool({
      description:
        'Search the materials library (reference materials and the user’s own) by name, synonym or CAS number.',
      inputSchema: z.object({ query: z.string().min(1).max(200) }),
      execute: async ({ query }) => {
        const items = await searchMaterials(deps, scope, { q: query, limit: 10 });
        return {
          items: items.map((item) => ({
            id: item.id,
            name: item.name,
            cas: item.cas,
            kind: item.kind,
            odourFamily: item.odourFamily,
          })),
        };
      },
    }),
    readMaterial: tool({
      description: 'Read one material: identity, odour, and its IFRA Standards and EU entries.',
      inputSchema: z.object({ materialId: z.string().min(1).max(100) }),
      execute: async ({ materialId }) => {
        try {
          const found = await getMaterial(db, scope, materialId);
          addCitation(citations, { kind: 'material', id: found.material.id, name: found.material.name });
          for (const standard of found.ifra.standards)
            addCitation(citations, { kind: 'standard', key: standard.id, name: standard.name });
          return {
            name: found.material.name,
            cas: found.material.cas,
            kind: found.material.kind,
            odourDescriptors: found.material.odourDescriptors,
            odourFamily: found.material.odourFamily,
            notePosition: found.notePosition.effective,
            ifraStandards: found.ifra.standards.map((standard) => ({
              key: standard.id,
              name: standard.name,
              type: standard.type,
              limits: standard.limits.filter((limit) => limit.limitKind !== 'none').slice(0, 18),
            })),
            euProhibited: found.eu.isProhibited,
            euLabellingAllergen: found.eu.isLabellingAllergen,
          };
        } catch {
          return { error: 'No such material.' };
        }
      },
    }),
    readFormula: tool({
      description: 'Read one of the user’s formulas: its lines (with line ids), amounts, units and finished product.',
      inputSchema: z.object({ formulaId: z.string().min(1).max(100) }),
      execute: async ({ formulaId }) => {
        try {
          const record = await getWorkspaceFormula(db, scope, formulaId);
          addCitation(citations, { kind: 'formula', id: record.id, name: record.name });
          const rows = record.rows as FormulaRow[];
          return {
            name: record.name,
            version: record.version,
            product: record.product,
            lines: rows.map((row) => ({
              rowId: row.id,
              name: row.name,
              materialId: row.materialId,
              amount: row.amount,
              unit: row.unit,
              purity: row.purity,
              excluded: row.isExcluded,
            })),
          };
        } catch {
          return { error: 'No such formula among the user’s formulas.' };
        }
      },
    }),
    runComplianceReport: tool({
      description:
        'Run the IFRA and EU compliance engine on one of the user’s formulas. Returns the verdict, failing Standards and suggested reductions.',
      inputSchema: z.object({ formulaId: z.string().min(1).max(100) }),
      execute: async ({ formulaId }) => {
        try {
          const summary = await formulaCompliance(deps, scope, formulaId);
          for (const failing of summary.failing)
            addCitation(citations, { kind: 'standard', key: failing.standardKey, name: failing.name });
          return summary;
        } catch (error) {
          return { error: error instanceof AppError ? error.message : 'The compliance report could not be run.' };
        }
      },
    }),
    proposeFormulaChange: tool({
      description:
        'Propose new amounts or substitutions for lines of a formula. The compliance engine re-checks it; a compliant proposal is offered to the user to apply or discard.',
      inputSchema: z.object({
        formulaId: z.string().min(1).max(100),
        rationale: z.string().max(1000),
        changes: z.array(FormulaChangeSchema).min(1).max(50),
      }),
      execute: async ({ formulaId, rationale, changes }) => {
        try {
          const result = await proposeFormulaChange(
            deps,
            scope,
            { formulaId, rationale, changes, conversationId },
            async (materialId) => {
              const [row] = await findVisibleMaterials(db, scope, [materialId]).catch(() => []);
              return row?.name ?? null;
            },
          );
          if (result.offered) {
            proposals.push(result.proposal);
            return {
              offered: true,
              proposalId: result.proposal.id,
              diff: result.proposal.diff,
              verdictAfter: result.proposal.verdictAfter,
            };
          }
          return result;
        } catch (error) {
          return {
            offered: false,
            reason: error instanceof AppError ? error.message : 'The proposal could not be checked.',
          };
        }
      },
    }),
  };
}
