import { describe, expect, it } from 'vitest';
import { parseEuCosmeticsAnnexes } from './parse-regulatory-datasets.ts';

// Rows as ECHA's Annex II export gives them (annex_ii_prohibited.csv: one row per identifier of an entry).
const row = (cells: Record<string, string>) => ({
  identifier_names: '',
  identifier_ec: '',
  identifier_cas: '',
  ref_no: '',
  substance_name: '',
  substance_ec_number: '',
  substance_cas: '',
  product_type_body_parts: 'All cosmetic products',
  maximum_threshold: '0 %',
  ...cells,
});
const annexII = [
  // Entry 1396, borates: the identifier's CAS only.
  row({
    identifier_names: 'Sodium tetrahydroborate',
    identifier_cas: '16940-66-2',
    ref_no: '1396',
    substance_name: 'Sodium tetrahydroborate',
  }),
  // Entry 1031, bromoxynil and its esters: the ester's CAS beside the substance's.
  row({
    identifier_names: '2,6-dibromo-4-cyanophenyl octanoate',
    identifier_cas: '1689-99-2',
    ref_no: '1031',
    substance_name: 'Bromoxynil',
    substance_cas: '1689-84-5',
  }),
  row({
    identifier_names: '2,6-dibromo-4-cyanophenyl butyrate',
    identifier_cas: '3861-41-4',
    ref_no: '1031',
    substance_name: 'Bromoxynil',
    substance_cas: '1689-84-5',
  }),
  // Entry 1311: two CAS in one identifier cell.
  row({
    identifier_cas: '6065-27-6;6283-63-2',
    ref_no: '1311',
    substance_name: '4-Amino-N,N-diethylaniline sulphate',
    substance_cas: '6065-27-6',
  }),
  // No CAS at all: kept, by its name.
  row({ identifier_names: 'Radioactive substances', ref_no: '295', substance_name: 'Radioactive substances' }),
];

describe('parseEuCosmeticsAnnexes: an Annex II entry under every CAS number its rows name', () => {
  const entries = parseEuCosmeticsAnnexes(
    new Map([['annex_ii_prohibited.csv', { columns: Object.keys(annexII[0]!), rows: annexII }]]),
  ).tables.euAnnexEntries as { refNo: string; cas: string | null }[];
  const casOf = (refNo: string) =>
    entries
      .filter((entry) => entry.refNo === refNo)
      .map((entry) => entry.cas)
      .sort();

  it.each([
    { case: 'the identifier’s CAS when the substance has none', refNo: '1396', cas: ['16940-66-2'] },
    {
      case: 'the substance’s and each identifier’s, once each',
      refNo: '1031',
      cas: ['1689-84-5', '1689-99-2', '3861-41-4'],
    },
    { case: 'each CAS of a list', refNo: '1311', cas: ['6065-27-6', '6283-63-2'] },
    { case: 'none: one entry without a CAS', refNo: '295', cas: [null] },
  ])('$case', ({ refNo, cas }) => {
    expect(casOf(refNo)).toEqual(cas);
  });
});
