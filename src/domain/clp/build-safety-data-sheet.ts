import { groupUndetermined } from './group-undetermined.ts';
import type { CompanyDetails } from '../settings/company-details.ts';
import type { ClpClassifyResponse } from './classify-clp-request.ts';
import { classifyTransport } from './classify-transport.ts';
import type { MeasuredProperties } from './clp-mixture.ts';
import { findHazardStatementText } from './clp-statements.ts';
import { listSdsSubstances } from './list-sds-substances.ts';
import { HAZARD_CLASSES, type HazardClass } from './parse-hazard-classification.ts';
import { DEFAULT_SDS_TEMPLATES, type SdsProductForm } from './sds-templates.ts';
import { SDS_HEADINGS } from './sds-headings.ts';

/**
 * A safety data sheet for a fragrance concentrate in the 16 sections of REACH Annex II as amended by Commission
 * Regulation (EU) 2020/878. Sections 1.1, 1.3, 2, 3, 9, 11, 12, 14.1-14.5, 15 and 16 come from the formula's data
 * (its CLP classification, measured properties, supplier, UFI); the rest from templates, marked as such until the
 * user reviews them. What the data cannot decide is written "not determined", never guessed.
 */
export type SdsSubsection = {
  number: string;
  title: string;
  lines: string[];
  origin: 'data' | 'template';
  /** False for a template the user has not reviewed: printed "Template — not reviewed". */
  reviewed: boolean;
};
export type SdsSection = { number: number; title: string; subsections: SdsSubsection[] };

export type SafetyDataSheet = {
  productName: string;
  productForm: SdsProductForm;
  revision: { version: number; date: string; changes: string[] };
  sections: SdsSection[];
  /** Section 2.2's hazard pictograms ("GHS07"), which the PDF draws (REACH Annex II 2.2: a graphical reproduction). */
  pictograms: string[];
  /** The template subsections not reviewed yet. */
  notReviewed: string[];
};

export type SdsTemplateOverride = { lines: string[]; reviewed: boolean };

export type SdsInput = {
  productName: string;
  productForm: SdsProductForm;
  result: ClpClassifyResponse;
  measured: MeasuredProperties;
  supplier: CompanyDetails | null;
  ufi: string | null;
  revision: { version: number; date: string };
  /** The user's own texts (and review) for template subsections, by number. */
  templates?: Readonly<Record<string, SdsTemplateOverride>>;
};

// Sections 11 and 12 split the module's classes: the environmental ones (aquatic) and the health ones (the rest,
// flammability aside, which section 9 and 14 carry).
const ENVIRONMENT_CLASSES: readonly HazardClass[] = HAZARD_CLASSES.filter((hazard) => hazard.startsWith('Aquatic'));
const HEALTH_CLASSES: readonly HazardClass[] = HAZARD_CLASSES.filter(
  (hazard) => hazard !== 'Flam. Liq.' && !ENVIRONMENT_CLASSES.includes(hazard),
);

/** Concentration ranges for section 3.2 (Annex II 3.2.1 allows ranges). */
function concentrationRange(percent: number): string {
  const bounds = [0.1, 1, 5, 10, 25, 50, 75, 100];
  let lower = 0;
  for (const upper of bounds) {
    if (percent < upper) return lower === 0 ? `< ${upper} %` : `≥ ${lower} – < ${upper} %`;
    lower = upper;
  }
  return '100 %';
}

/** The measured property a class waits for, in words. */
function describeMissing(field: string): string {
  const words: Record<string, string> = {
    flashPointC: 'measured flash point',
    initialBoilingPointC: 'initial boiling point',
    kinematicViscosity40C: 'kinematic viscosity at 40 °C',
    base: "the base's classification",
  };
  return words[field] ?? field;
}

const formatNumber = (value: number) => Number(value.toPrecision(4)).toString();

/** Lines for one group of hazard classes in section 11 or 12: classified, not determined, or criteria not met. */
function hazardClassLines(result: ClpClassifyResponse, classes: readonly HazardClass[], unknownPercent: number) {
  const lines: string[] = [];
  // A reason that leaves several classes open (a natural of unknown composition) is written once, at its first class.
  const firstWith = new Map<string, HazardClass>();
  const openReason = (hazardClass: HazardClass, reason: string) => {
    const first = firstWith.get(reason);
    if (first) return `(the reason given for ${first})`;
    firstWith.set(reason, hazardClass);
    return reason;
  };
  for (const hazardClass of classes) {
    const entries = result.classification.filter((entry) => entry.class === hazardClass);
    const undetermined = result.undetermined.find((entry) => entry.class === hazardClass);
    const notApplicable = result.notApplicable.find((entry) => entry.class === hazardClass);
    if (entries.length > 0) {
      for (const entry of entries) {
        lines.push(`${entry.class} ${entry.category}; ${entry.hStatement}: ${entry.basis} (${entry.clause}).`);
      }
      // Classified at least so, and possibly higher (an Aquatic 1 ingredient without its M-factor): said beside it.
      if (undetermined)
        lines.push(`${hazardClass}: not determined beyond that: ${openReason(hazardClass, undetermined.reason)}`);
    } else if (undetermined) {
      lines.push(`${hazardClass}: not determined: ${openReason(hazardClass, undetermined.reason)}`);
    } else if (notApplicable) {
      lines.push(`${hazardClass}: not applicable: ${notApplicable.reason}`);
    } else {
      lines.push(
        unknownPercent > 0
          ? `${hazardClass}: not classified on the data available (${formatNumber(unknownPercent)} % of the mixture is of unknown classification).`
          : `${hazardClass}: not classified; the criteria are not met on the ingredients' classifications (calculation method, CLP Annex I).`,
      );
    }
  }
  return lines;
}

/** Section 9.1's items (a)-(r) of Annex II as amended by 2020/878, measured values or "not determined". */
function physicalProperties(input: SdsInput): string[] {
  const { measured, result } = input;
  const flammable = result.classification.find((entry) => entry.class === 'Flam. Liq.');
  const flammabilityUndetermined = result.undetermined.find((entry) => entry.class === 'Flam. Liq.');
  const flashPoint = measured.flashPointC ?? null;
  const boilingPoint = measured.initialBoilingPointC ?? null;
  const viscosity = measured.kinematicViscosity40C ?? null;
  const flammability = flammable
    ? `Flammable liquid, ${flammable.class} ${flammable.category} (${flammable.hStatement}): ${flammable.basis}.`
    : flammabilityUndetermined
      ? 'Not determined: no measured flash point.'
      : flashPoint !== null
        ? `Not classified as a flammable liquid (flash point ${formatNumber(flashPoint)} °C > 60 °C, CLP Annex I 2.6.2).`
        : 'Not determined.';
  return [
    '(a) Physical state: liquid.',
    '(b) Colour: not determined.',
    '(c) Odour: not determined.',
    '(d) Melting point/freezing point: not determined.',
    `(e) Initial boiling point and boiling range: ${boilingPoint === null ? 'not determined' : `${formatNumber(boilingPoint)} °C (measured)`}.`,
    `(f) Flammability: ${flammability}`,
    '(g) Lower and upper explosion limit: not determined.',
    `(h) Flash point: ${flashPoint === null ? 'not determined' : `${formatNumber(flashPoint)} °C (measured)`}.`,
    '(i) Auto-ignition temperature: not determined.',
    '(j) Decomposition temperature: not determined.',
    '(k) pH: not determined.',
    `(l) Kinematic viscosity: ${viscosity === null ? 'not determined' : `${formatNumber(viscosity)} mm²/s at 40 °C (measured)`}.`,
    '(m) Solubility: not determined.',
    '(n) Partition coefficient n-octanol/water (log value): not determined.',
    '(o) Vapour pressure: not determined.',
    '(p) Density and/or relative density: not determined.',
    '(q) Relative vapour density: not determined.',
    '(r) Particle characteristics: not applicable (liquid).',
  ];
}

function dataSubsections(input: SdsInput): Map<string, string[]> {
  const { result } = input;
  const { label } = result;
  const lines = new Map<string, string[]>();
  const unknownPercent = result.ingredients
    .filter((ingredient) => ingredient.source === 'none')
    .reduce((sum, ingredient) => sum + ingredient.percent, 0);

  lines.set('1.1', [
    `Trade name: ${input.productName}`,
    `Type of product: mixture (${input.productForm === 'essentialOilBlend' ? 'essential-oil blend' : 'fragrance concentrate'}).`,
    ...(input.ufi
      ? [`UFI: ${input.ufi}`]
      : result.ufiRequired
        ? ['UFI: required for this hazardous mixture (CLP Annex VIII) and not made yet.']
        : []),
  ]);
  lines.set(
    '1.3',
    input.supplier
      ? [input.supplier.company, ...input.supplier.address.split('\n')]
      : ['SPECIMEN: supplier identity missing (fill it in under Settings, Company).'],
  );

  const classification = result.classification.map(
    (entry) => `${entry.class} ${entry.category}; ${entry.hStatement}${entry.route ? ` (${entry.route})` : ''}`,
  );
  lines.set('2.1', [
    'Classification according to Regulation (EC) No 1272/2008:',
    ...(classification.length > 0 ? classification : ['Not classified for the hazard classes the data decides.']),
    ...groupUndetermined(result.undetermined).map(
      (group) =>
        `Not determined: ${group.classes.join(', ')}: ${group.reason}${group.missing.length > 0 ? ` Missing: ${group.missing.map(describeMissing).join(', ')}.` : ''}`,
    ),
  ]);
  const named = label.namedOnLabel;
  lines.set('2.2', [
    `Hazard pictograms: ${label.pictograms.length > 0 ? label.pictograms.join(', ') : 'none'}.`,
    `Signal word: ${label.signalWord ?? 'none'}.`,
    ...(label.hazardStatements.length > 0
      ? ['Hazard statements:', ...label.hazardStatements.map((statement) => `${statement.code} ${statement.text}`)]
      : ['Hazard statements: none.']),
    ...label.supplementalStatements.map((statement) => [statement.code, statement.text].filter(Boolean).join(' ')),
    ...(label.precautionaryStatements.length > 0
      ? [
          'Precautionary statements:',
          ...label.precautionaryStatements.map((statement) => `${statement.code} ${statement.text}`),
        ]
      : []),
    ...(named.length > 0 ? [`Contains: ${named.map((substance) => substance.name).join(', ')}.`] : []),
    // "None" above is what the determined classes give, never a statement about the classes still open.
    ...(result.undetermined.length > 0
      ? [
          `These label elements follow from the classes determined; ${groupUndetermined(result.undetermined)
            .flatMap((group) => group.classes)
            .join(', ')} (not determined, 2.1) may add others.`,
        ]
      : []),
  ]);
  lines.set('2.3', [
    'PBT/vPvB assessment (REACH Annex XIII) and endocrine disrupting properties: no assessment available for the mixture.',
  ]);

  const listed = listSdsSubstances(result.ingredients);
  lines.set('3.2', [
    ...(listed.length > 0
      ? listed.map(
          (ingredient) =>
            `${ingredient.name}${ingredient.cas ? ` (CAS ${ingredient.cas})` : ''}: ${concentrationRange(ingredient.percent)}; ${ingredient.classification.join(', ')}${ingredient.limitsAndFactors.length > 0 ? `; ${ingredient.limitsAndFactors.join('; ')}` : ''} (source: ${
              { annexVI: 'Annex VI', supplier: 'supplier', 'annexVI+supplier': 'Annex VI and supplier', none: 'none' }[
                ingredient.source
              ]
            }).`,
        )
      : ['No classified ingredient is known.']),
    ...(unknownPercent > 0
      ? [`Ingredients of unknown classification make up ${formatNumber(unknownPercent)} % of the mixture.`]
      : []),
  ]);

  lines.set('9.1', physicalProperties(input));
  lines.set('9.2', ['No other information.']);
  lines.set('11.1', hazardClassLines(result, HEALTH_CLASSES, unknownPercent));
  lines.set('11.2', ['Endocrine disrupting properties: no assessment available.']);
  lines.set('12.1', hazardClassLines(result, ENVIRONMENT_CLASSES, unknownPercent));
  lines.set('12.2', ['No data available.']);
  lines.set('12.3', ['No data available.']);
  lines.set('12.4', ['No data available.']);
  lines.set('12.5', ['No PBT/vPvB assessment available.']);
  lines.set('12.6', ['No assessment available.']);
  lines.set('12.7', ['No data available.']);

  const transport = classifyTransport({
    flashPointC: input.measured.flashPointC,
    initialBoilingPointC: input.measured.initialBoilingPointC,
    classification: result.classification,
  });
  const environmentLine = `Environmentally hazardous: ${transport.environmentallyHazardous ? 'yes' : 'no'}.`;
  if (transport.status === 'regulated') {
    lines.set('14.1', [`${transport.unNumber} (ADR/RID, IMDG, IATA).`]);
    lines.set('14.2', [
      transport.properShippingName.endsWith('.') ? transport.properShippingName : `${transport.properShippingName}.`,
    ]);
    lines.set('14.3', [`Class ${transport.hazardClass}.`]);
    lines.set('14.4', [`${transport.packingGroup}. ${transport.basis[0] ?? ''}`]);
    lines.set('14.5', [environmentLine, transport.basis[1] ?? '']);
  } else if (transport.status === 'notRegulated') {
    const reason = `Not dangerous goods: ${transport.basis[0] ?? ''}`;
    lines.set('14.1', [reason]);
    lines.set('14.2', ['Not applicable.']);
    lines.set('14.3', ['Not applicable.']);
    lines.set('14.4', ['Not applicable.']);
    lines.set('14.5', [environmentLine, transport.basis[1] ?? '']);
  } else {
    const reason = `Not determined: ${transport.basis[0] ?? ''} Missing: ${transport.missing.join(', ')}.`;
    lines.set('14.1', [reason, 'If flammable (flash point ≤ 60 °C): UN 1266, PERFUMERY PRODUCTS.']);
    lines.set('14.2', ['Not determined.']);
    lines.set('14.3', ['Not determined.']);
    lines.set('14.4', ['Not determined.']);
    lines.set('14.5', [environmentLine, transport.basis[1] ?? '']);
  }

  lines.set('15.1', [
    'Regulation (EC) No 1272/2008 (CLP): classification and labelling as in section 2.',
    `Harmonised classifications: ${result.dataVersion.citation}.`,
    'This safety data sheet follows REACH Annex II as amended by Commission Regulation (EU) 2020/878.',
    ...(result.ufiRequired
      ? ['CLP Annex VIII: a notification to the appointed bodies (poison centres) and a UFI are required.']
      : []),
  ]);
  lines.set('15.2', ['No chemical safety assessment has been carried out for this mixture.']);

  const codes = new Set<string>();
  for (const statement of [...label.hazardStatements, ...label.supplementalStatements]) {
    if (statement.code) codes.add(statement.code);
  }
  for (const ingredient of listed) {
    for (const text of ingredient.classification) {
      const code = /\b((?:EU)?H\d{3}[A-Za-z]*)\b/.exec(text)?.[1];
      if (code) codes.add(code);
    }
  }
  const texts = [...codes]
    .sort()
    .map((code) => {
      const text = findHazardStatementText(code) ?? label.supplementalStatements.find((s) => s.code === code)?.text;
      return text ? `${code} ${text}` : null;
    })
    .filter((text): text is string => text !== null);
  lines.set('16', [
    `Revision: version ${input.revision.version} of the formula, ${input.revision.date}.`,
    ...(texts.length > 0 ? ['Full text of the H and EUH statements in sections 2 and 3:', ...texts] : []),
    'Classification procedure: calculation method on the ingredients’ classifications (CLP Article 9(4) and Annex I); flammability only from a measured flash point.',
  ]);
  return lines;
}

/** The sheet, with the template subsections and the user's reviewed texts in place. */
export function buildSafetyDataSheet(input: SdsInput, changes: string[] = []): SafetyDataSheet {
  const data = dataSubsections(input);
  const defaults = new Map(
    DEFAULT_SDS_TEMPLATES[input.productForm].map((template) => [template.number, template.lines]),
  );
  const notReviewed: string[] = [];
  const sections = SDS_HEADINGS.map(([number, title, subsections]) => ({
    number,
    title,
    subsections: subsections.map(([subsection, subsectionTitle]): SdsSubsection => {
      const fromData = data.get(subsection);
      if (fromData) {
        return { number: subsection, title: subsectionTitle, lines: fromData, origin: 'data', reviewed: true };
      }
      const override = input.templates?.[subsection];
      const reviewed = override?.reviewed ?? false;
      if (!reviewed) notReviewed.push(subsection);
      return {
        number: subsection,
        title: subsectionTitle,
        lines: override?.lines ?? defaults.get(subsection) ?? ['No information.'],
        origin: 'template',
        reviewed,
      };
    }),
  }));
  return {
    productName: input.productName,
    productForm: input.productForm,
    revision: { ...input.revision, changes },
    sections,
    pictograms: [...input.result.label.pictograms],
    notReviewed,
  };
}

/** What changed between two issues of the sheet, subsection by subsection ("2.1 Classification … changed"). */
export function describeSdsChanges(previous: SafetyDataSheet | null, current: SafetyDataSheet): string[] {
  if (!previous) return ['First issue.'];
  const before = new Map(
    previous.sections.flatMap((section) => section.subsections).map((subsection) => [subsection.number, subsection]),
  );
  const changed = current.sections
    .flatMap((section) => section.subsections)
    .filter((subsection) => subsection.number !== '16')
    .filter((subsection) => {
      const old = before.get(subsection.number);
      return !old || old.lines.join('\n') !== subsection.lines.join('\n');
    })
    .map((subsection) => `${subsection.number} ${subsection.title}`);
  return changed.length > 0
    ? changed.map((subsection) => `Changed since version ${previous.revision.version}: ${subsection}.`)
    : [`No change to the sheet's content since version ${previous.revision.version}.`];
}

/**
 * The sheet of the formula's current version, with what changed since the sheet of its previous version (Annex II
 * section 16: changes to the previous version are indicated) in its revision and in section 16.
 */
export function issueSafetyDataSheet(current: SdsInput, previous: SdsInput | null): SafetyDataSheet {
  const sheet = buildSafetyDataSheet(current);
  const changes = describeSdsChanges(previous ? buildSafetyDataSheet(previous) : null, sheet);
  sheet.revision.changes = changes;
  const other = sheet.sections.at(-1)?.subsections[0];
  if (other) {
    other.lines.splice(1, 0, ...changes);
    if (sheet.notReviewed.length > 0) {
      other.lines.push(`Template subsections not reviewed yet: ${sheet.notReviewed.join(', ')}.`);
    }
  }
  return sheet;
}
