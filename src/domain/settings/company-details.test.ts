import { describe, expect, it } from 'vitest';
import { checkCompanyDetails } from './company-details.ts';

const FILLED = {
  certificateCompany: 'Maison Test',
  certificateCompanyAddress: '12 rue des Fleurs\n06130 Grasse',
  certificateSignatory: 'Jeanne Martin',
  certificateSignatoryRole: 'Perfumer',
};

describe('checkCompanyDetails', () => {
  it('gives the four details when every field is filled in', () => {
    expect(checkCompanyDetails(FILLED)).toEqual({
      ok: true,
      value: {
        company: 'Maison Test',
        address: '12 rue des Fleurs\n06130 Grasse',
        signatory: 'Jeanne Martin',
        role: 'Perfumer',
      },
    });
  });

  it.each([
    [
      { certificateCompany: '' },
      ['certificateCompany'],
      'A signed document needs your company name: fill it in under Settings → Company.',
    ],
    [
      { certificateSignatoryRole: '   ' },
      ['certificateSignatoryRole'],
      'A signed document needs your signatory’s role: fill it in under Settings → Company.',
    ],
    [
      { certificateCompany: '', certificateSignatory: '' },
      ['certificateCompany', 'certificateSignatory'],
      'A signed document needs your company name and signatory: fill them in under Settings → Company.',
    ],
    [
      { certificateCompany: '', certificateCompanyAddress: '', certificateSignatory: '', certificateSignatoryRole: '' },
      ['certificateCompany', 'certificateCompanyAddress', 'certificateSignatory', 'certificateSignatoryRole'],
      'A signed document needs your company name, address, signatory and signatory’s role: fill them in under Settings → Company.',
    ],
  ])('names what is missing and where to fill it in (%o)', (change, missing, message) => {
    expect(checkCompanyDetails({ ...FILLED, ...change })).toEqual({ ok: false, missing, message });
  });
});
