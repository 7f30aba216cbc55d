import { describe, expect, it } from 'vitest';
import { findSdsSubsectionTitle } from './find-sds-subsection-title.ts';

// Headings copied from Regulation (EU) 2020/878, Annex, Part B (the SDS's sections and subsections).
describe('findSdsSubsectionTitle', () => {
  it.each([
    ['1.2', 'Relevant identified uses of the substance or mixture and uses advised against'],
    ['1.4', 'Emergency telephone number'],
    ['4.1', 'Description of first aid measures'],
    ['7.2', 'Conditions for safe storage, including any incompatibilities'],
    ['10.6', 'Hazardous decomposition products'],
  ])('subsection %s is “%s”', (subsection, title) => {
    expect(findSdsSubsectionTitle(subsection)).toBe(title);
  });

  it.each(['1', '1.5', '2.4', '17.1', ''])('“%s” is not a subsection of Annex II: null', (subsection) => {
    expect(findSdsSubsectionTitle(subsection)).toBeNull();
  });
});
