import { parseHazardClassification } from './parse-hazard-classification.ts';

/**
 * Reads sections 2 and 3 of a supplier's safety data sheet (REACH Annex II as amended by (EU) 2020/878) from its text,
 * page by page, and proposes what it finds: the mixture's or substance's classification (2.1), its H and EUH
 * statements (2.2), and the components of 3.1/3.2 with their CAS number, % range and classification. Each proposal
 * names the page it came from. Nothing here is a classification: the user confirms each proposal, and only what is
 * confirmed is saved (PUT …/classification). A text the patterns do not read is left out, never guessed.
 */

export type SdsProposal = { text: string; page: number };
export type SdsComponentProposal = {
  name: string;
  cas: string;
  /** The % range as the sheet writes it, read as numbers (a single "< 1 %" is 0 to 1). */
  minPercent: number | null;
  maxPercent: number | null;
  classification: string[];
  page: number;
};
export type SupplierSdsReading = {
  classification: SdsProposal[];
  hazardStatements: SdsProposal[];
  components: SdsComponentProposal[];
  /** "Revision date: 2025-03-01", "Version 4": the SDS's date and revision, where the first page states them. */
  revision: { date: SdsProposal | null; version: SdsProposal | null };
  /** What the reader could not place (no section 2 or 3 found, a scanned PDF without text). */
  notes: string[];
};

const CLASS_PATTERN =
  /(Flam\. Liq\.|Acute Tox\.|Skin Corr\.|Skin Irrit\.|Eye Dam\.|Eye Irrit\.|Skin Sens\.|Resp\. Sens\.|Asp\. Tox\.|Aquatic Acute|Aquatic Chronic|STOT SE|STOT RE|Muta\.|Carc\.|Repr\.|Lact\.)\s*([1-4][A-C]?)?\s*\*?\s*[;,:]?\s*(H\d{3}[A-Za-z]{0,2})?/g;
const STATEMENT_PATTERN = /\b(EUH\d{3}|H\d{3}(?:[FD][fd]?|[fd]{1,2})?)\b/g;
const CAS_PATTERN = /\b(\d{2,7}-\d{2}-\d)\b/g;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const RANGE_PATTERN = new RegExp(String.raw`${NUMBER}\s*(?:%\s*)?(?:-|–|to|≤\s*C?\s*<|<=?\s*C?\s*<=?)\s*${NUMBER}\s*%`);
const UPPER_PATTERN = new RegExp(String.raw`(?:<|≤|<=)\s*${NUMBER}\s*%`);

/** A CAS number's check digit (the weighted sum of its other digits, mod 10). */
export function isValidCas(cas: string): boolean {
  const digits = cas.replaceAll('-', '');
  const check = Number(digits.at(-1));
  const sum = [...digits.slice(0, -1)]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === check;
}

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** The lines of each section of interest, with their page: section 2 and section 3 (until section 4 begins). */
function splitSections(pages: readonly string[]): { section: 2 | 3; page: number; line: string }[] {
  const result: { section: 2 | 3; page: number; line: string }[] = [];
  let section: 0 | 2 | 3 | 4 = 0;
  pages.forEach((text, index) => {
    for (const line of text.split('\n')) {
      const heading = /^\s*(?:SECTION|Section|RUBRIQUE|ABSCHNITT)?\s*(\d{1,2})\s*[.:]?\s+[A-Z]/.exec(line);
      const number = heading ? Number(heading[1]) : null;
      if (number !== null && !/^\s*\d+\.\d/.test(line)) {
        if (number === 2) section = 2;
        else if (number === 3) section = 3;
        else if (number >= 4 && section !== 0) section = 4;
      }
      if (section === 2 || section === 3) result.push({ section, page: index + 1, line });
    }
  });
  return result;
}

function readClassifications(line: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(CLASS_PATTERN)) {
    const [, hazardClass, category, hStatement] = match;
    const name = [hazardClass, category].filter(Boolean).join(' ');
    const text = hStatement ? `${name}; ${hStatement}` : name;
    if (parseHazardClassification(text) && !found.includes(text)) found.push(text);
  }
  return found;
}

/** Proposals from the text of each page of a supplier's SDS (pdfjs-dist's text per page). */
export function readSupplierSds(pages: readonly string[]): SupplierSdsReading {
  const reading: SupplierSdsReading = {
    classification: [],
    hazardStatements: [],
    components: [],
    revision: { date: null, version: null },
    notes: [],
  };
  if (pages.every((page) => page.trim() === '')) {
    reading.notes.push('The PDF has no text layer (a scan?): nothing could be read; enter the classification by hand.');
    return reading;
  }
  const first = pages[0] ?? '';
  const date =
    /(?:Revision date|Date of revision|Revised on|Revision)\s*[:.]?\s*(\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4})/i.exec(
      first,
    );
  if (date) reading.revision.date = { text: date[1]!, page: 1 };
  const version = /\b(?:Version|Revision (?:number|no\.?))\s*[:.]?\s*(\d+(?:\.\d+)?)\b/i.exec(first);
  if (version) reading.revision.version = { text: version[1]!, page: 1 };

  const lines = splitSections(pages);
  if (!lines.some((entry) => entry.section === 2)) reading.notes.push('No section 2 (Hazards identification) found.');
  if (!lines.some((entry) => entry.section === 3)) reading.notes.push('No section 3 (Composition) found.');
  for (const { section, page, line } of lines) {
    if (section === 2) {
      for (const text of readClassifications(line)) {
        if (!reading.classification.some((proposal) => proposal.text === text))
          reading.classification.push({ text, page });
      }
      for (const match of line.matchAll(STATEMENT_PATTERN)) {
        const code = match[1]!;
        if (!reading.hazardStatements.some((proposal) => proposal.text === code))
          reading.hazardStatements.push({ text: code, page });
      }
      continue;
    }
    const cas = [...line.matchAll(CAS_PATTERN)].map((match) => match[1]!).find(isValidCas);
    if (!cas) continue;
    const range = RANGE_PATTERN.exec(line);
    const upper = range ? null : UPPER_PATTERN.exec(line);
    const name = line
      .slice(0, line.indexOf(cas))
      .replaceAll(/\s+/g, ' ')
      .replace(/[\s,;:|-]+$/, '')
      .trim();
    reading.components.push({
      name: name || cas,
      cas,
      minPercent: range ? toNumber(range[1]!) : upper ? 0 : null,
      maxPercent: range ? toNumber(range[2]!) : upper ? toNumber(upper[1]!) : null,
      classification: readClassifications(line),
      page,
    });
  }
  return reading;
}
