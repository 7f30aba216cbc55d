import type { ClassificationEntry } from './clp-mixture.ts';

/**
 * SDS section 14 for a liquid fragrance concentrate under ADR 2025 (and RID, IMDG, IATA, which share the UN Model
 * Regulations' criteria): class 3 for a flash point ≤ 60 °C (ADR 2.2.3.1.1), packing group from flash point and
 * initial boiling point (ADR 2.2.3.1.3), "environmentally hazardous" from the CLP aquatic classification
 * (ADR 2.2.9.1.10.2: Aquatic Acute 1, Aquatic Chronic 1 or 2). A flammable concentrate is UN 1266 PERFUMERY
 * PRODUCTS (Table A: class 3, packing groups I, II, III); one that is not flammable but environmentally hazardous
 * is UN 3082 ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. (class 9, packing group III).
 */
export type TransportClassification =
  | {
      status: 'regulated';
      unNumber: 'UN 1266' | 'UN 3082';
      properShippingName: string;
      hazardClass: '3' | '9';
      packingGroup: 'I' | 'II' | 'III';
      environmentallyHazardous: boolean;
      basis: string[];
    }
  | { status: 'notRegulated'; environmentallyHazardous: false; basis: string[] }
  | { status: 'undetermined'; environmentallyHazardous: boolean; missing: string[]; basis: string[] };

/** ADR 2.2.9.1.10.2: the CLP aquatic categories that make a mixture environmentally hazardous for transport. */
export function isEnvironmentallyHazardous(classification: readonly ClassificationEntry[]): boolean {
  return classification.some(
    (entry) =>
      (entry.class === 'Aquatic Acute' && entry.category === '1') ||
      (entry.class === 'Aquatic Chronic' && (entry.category === '1' || entry.category === '2')),
  );
}

/**
 * The technical names a UN 3082 "N.O.S." entry carries in brackets (ADR special provision 274, 3.1.2.8.1, 3.1.2.8.1.1:
 * "not more than two constituents which most predominantly contribute to the hazard"): the two largest contributions
 * to the aquatic sums that classified the mixture, each its share times the multiplier Table 4.1.1 or 4.1.2 gives it
 * (M, 10 × M, 100 × M for Chronic 1 in Chronic 2 and 3…), so 10 % of a Chronic 1 substance outranks 25 % of a
 * Chronic 2 one; a contributor without one counts by its share.
 */
export function findTechnicalNames(classification: readonly ClassificationEntry[]): string[] {
  const aquatic = classification.filter(
    (entry) => entry.class === 'Aquatic Acute' || entry.class === 'Aquatic Chronic',
  );
  const shares = new Map<string, number>();
  for (const entry of aquatic)
    for (const contributor of entry.contributors)
      shares.set(
        contributor.name,
        Math.max(shares.get(contributor.name) ?? 0, contributor.contribution ?? contributor.percent),
      );
  return [...shares]
    .sort((left, right) => right[1] - left[1])
    .slice(0, 2)
    .map(([name]) => name);
}

export function classifyTransport(input: {
  flashPointC: number | null | undefined;
  initialBoilingPointC: number | null | undefined;
  classification: readonly ClassificationEntry[];
}): TransportClassification {
  const environmentallyHazardous = isEnvironmentallyHazardous(input.classification);
  const environment = environmentallyHazardous
    ? 'Environmentally hazardous: classified Aquatic Acute 1 or Aquatic Chronic 1 or 2 (ADR 2.2.9.1.10.2).'
    : 'Not environmentally hazardous: not classified Aquatic Acute 1 or Aquatic Chronic 1 or 2 (ADR 2.2.9.1.10.2).';
  const flashPoint = input.flashPointC ?? null;
  const boilingPoint = input.initialBoilingPointC ?? null;
  if (flashPoint === null) {
    return {
      status: 'undetermined',
      environmentallyHazardous,
      missing: ['flash point (closed cup)'],
      basis: ['Class 3 and its packing group need a measured flash point (ADR 2.2.3.1.1, 2.2.3.1.3).', environment],
    };
  }
  if (flashPoint > 60) {
    if (environmentallyHazardous) {
      return {
        status: 'regulated',
        unNumber: 'UN 3082',
        properShippingName: withTechnicalNames(
          'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S.',
          findTechnicalNames(input.classification),
        ),
        hazardClass: '9',
        packingGroup: 'III',
        environmentallyHazardous,
        basis: [`Flash point ${flashPoint} °C > 60 °C: not class 3 (ADR 2.2.3.1.1).`, environment],
      };
    }
    return {
      status: 'notRegulated',
      environmentallyHazardous: false,
      basis: [`Flash point ${flashPoint} °C > 60 °C: not class 3 (ADR 2.2.3.1.1).`, environment],
    };
  }
  if (boilingPoint === null) {
    return {
      status: 'undetermined',
      environmentallyHazardous,
      missing: ['initial boiling point'],
      basis: [
        `Flash point ${flashPoint} °C ≤ 60 °C: class 3 (ADR 2.2.3.1.1); packing group I or not needs the initial boiling point (ADR 2.2.3.1.3).`,
        environment,
      ],
    };
  }
  const packingGroup = boilingPoint <= 35 ? 'I' : flashPoint < 23 ? 'II' : 'III';
  const reason =
    packingGroup === 'I'
      ? `initial boiling point ${boilingPoint} °C ≤ 35 °C`
      : packingGroup === 'II'
        ? `flash point ${flashPoint} °C < 23 °C, initial boiling point ${boilingPoint} °C > 35 °C`
        : `flash point ${flashPoint} °C ≥ 23 °C and ≤ 60 °C, initial boiling point ${boilingPoint} °C > 35 °C`;
  return {
    status: 'regulated',
    unNumber: 'UN 1266',
    properShippingName: 'PERFUMERY PRODUCTS',
    hazardClass: '3',
    packingGroup,
    environmentallyHazardous,
    basis: [`Class 3, packing group ${packingGroup}: ${reason} (ADR 2.2.3.1.3).`, environment],
  };
}

const withTechnicalNames = (name: string, technical: readonly string[]) =>
  technical.length > 0 ? `${name} (${technical.join(', ')})` : name;
