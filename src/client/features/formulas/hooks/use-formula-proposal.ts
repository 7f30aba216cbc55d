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
import { useWizardCandidates } from '../api/get-wizard-candidates.ts';

export type SubmittedBrief = WizardBrief & { ifraCategory: IfraCategory; dosagePercent: number };

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
  const candidates = useWizardCandidates(brief?.family ?? null);
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
    const withLimits: WizardCandidate[] = candidates.data.items.map((item) => ({
      ...item,
      maxPercent: engine ? findMaxPercentAlone(engine, item.id, brief.ifraCategory, brief.dosagePercent) : 'unknown',
    }));
    return {
      state: 'ready',
      proposal: proposeFormulaStructure(brief, withLimits),
      currency: candidates.data.currency,
      candidateCount: candidates.data.items.length,
      complianceMessage: engineQuery.error
        ? `IFRA limits could not be computed (${engineQuery.error.message}): the lines are not capped.`
        : null,
    };
  }, [brief, candidates.data, candidates.error, engine, engineQuery.error, engineQuery.isPending, ids.length]);
}
