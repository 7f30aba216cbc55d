import type { CompositionValue, Material, RegulatoryData } from '../../../../domain/regulatory/regulatory-model.ts';
import { api } from '../../../lib/api.ts';

/** GET /api/compliance/engine-data: the input of createComplianceEngine for these materials (and lots, as `lot:<id>`). */
export type EngineData = { regulatoryData: RegulatoryData; materials: Material[]; compositionValue: CompositionValue };

export const getEngineData = (materialIds: readonly string[], lotIds: readonly string[] = []) =>
  api.get<EngineData>(`/api/compliance/engine-data?materialIds=${materialIds.map(encodeURIComponent).join(',')}${lotIds.length > 0 ? `&lotIds=${lotIds.map(encodeURIComponent).join(',')}` : ''}`);
