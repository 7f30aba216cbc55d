import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { findMaxPercentAlone } from '../../../../domain/formulas/find-max-percent-alone.ts';
import {
  proposeFormulaStructure,
  type FormulaProposal,
  type WizardBrief,
  type WizardCandidate,
} from '../../../../domain/formulas/propose-formula-structure.ts';
import { createComplianceEngine } from '../../../../domain/regulatory/create-compliance-engine.ts';
import type { IfraCategory } from '../../../../domain/regulatory/ifra-categories.ts';
import { getEngineData } from '../api/get-engine-data.ts';
import { useWizardCandidates, useWizardStructureCandidates } from '../api/get-wizard-candidates.ts';
import { findPerfumeryFamily } from '../../../../domain/formulas/perfumery-families.ts';
import { proposeFamilyStructure } from '../../../../domain/formulas/propose-family-structure.ts';

/** `structureId`: one of the perfumery families (perfumery-families.ts); without it, `family` is a library odour family. */
export type SubmittedBrief = WizardBrief & { ifraCategory: IfraCategory; dosagePercent: number; structureId?: string };

export type ProposalState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready';
      proposal: FormulaProposal;
      currency: string | null;
      candidateCount: number;
      complianceMessage: string | null;
    };

/**
 * The wizard's proposal for a submitted brief: the family's candidates from the server, each one's IFRA maximum
 * from the compliance engine (category and dosage of the brief), then the pure proposal logic.
 */
export function useFormulaProposal(brief: SubmittedBrief | null): ProposalState {
  const structure = brief?.structureId ? findPerfumeryFamily(brief.structureId) : undefined;
  const familyCandidates = useWizardCandidates(brief && !structure ? brief.family : null);
  const structureCandidates = useWizardStructureCandidates(structure ? structure.id : null);
  const candidates = structure ? structureCandidates : familyCandidates;
  const ids = useMemo(() => (candidates.data?.items ?? []).map((item) => item.id).sort(), [candidates.data]);
  const engineQuery = useQuery({
    queryKey: ['compliance', 'engine-data', ids.join(',')],
    queryFn: () => getEngineData(ids),
    enabled: ids.length > 0,
    retry: false,
    staleTime: 600_000,
  });
  const engine = useMemo(() => {
    const data = engineQuery.data;
    if (!data) return null;
    return createComplianceEngine({
      regulatoryData: data.regulatoryData,
      materials: new Map(data.materials.map((material) => [material.id, material])),
      compositionValue: data.compositionValue,
    });
  }, [engineQuery.data]);
  return useMemo((): ProposalState => {
    if (!brief) return { state: 'idle' };
    if (candidates.error) return { state: 'error', message: candidates.error.message };
    if (!candidates.data) return { state: 'loading' };
    if (ids.length > 0 && engineQuery.isPending) return { state: 'loading' };
    const maxPercentOf = (id: string) =>
      engine ? findMaxPercentAlone(engine, id, brief.ifraCategory, brief.dosagePercent) : 'unknown';
    const proposal =
      structure && structureCandidates.data
        ? proposeFamilyStructure(
            brief,
            structure,
            structureCandidates.data.items.map((item) => ({ ...item, maxPercent: maxPercentOf(item.id) })),
          )
        : proposeFormulaStructure(
            brief,
            (familyCandidates.data?.items ?? []).map((item): WizardCandidate => ({
              ...item,
              maxPercent: maxPercentOf(item.id),
            })),
          );
    return {
      state: 'ready',
      proposal,
      currency: candidates.data.currency,
      candidateCount: candidates.data.items.length,
      complianceMessage: engineQuery.error
        ? `IFRA limits could not be computed (${engineQuery.error.message}): the lines are not capped.`
        : null,
    };
  }, [
    brief,
    structure,
    candidates.data,
    candidates.error,
    structureCandidates.data,
    familyCandidates.data,
    engine,
    engineQuery.error,
    engineQuery.isPending,
    ids.length,
  ]);
}
