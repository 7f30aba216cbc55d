import { buildDosageInput } from '../../../domain/regulatory/build-dosage-input.ts';
import type { DosageInput } from '../../../domain/regulatory/regulatory-model.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';

/** The engine's dosage of a report body: its basis, percent and (v/v) densities, as the schema validated them. */
export function dosageOfReportBody(body: ComplianceReportBody): DosageInput {
  return buildDosageInput({
    basis: body.dosageBasis,
    percent: body.dosage as number,
    concentrateDensity: body.concentrateDensity as number | undefined,
    baseDensity: body.baseDensity as number | undefined,
  });
}
