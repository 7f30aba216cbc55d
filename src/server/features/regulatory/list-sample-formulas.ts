import { normaliseCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import type { ComplianceInputsCache } from './load-compliance-inputs.ts';

type SampleLine = { materialId: string; name: string; cas: string | null; grams: number };
export type SampleFormula = {
  id: string;
  title: string;
  category: string;
  dosage: number;
  productType: 'leave-on' | 'rinse-off';
  lines: SampleLine[];
};

/** Real library materials by CAS, for the sample formulas: CAS numbers of IFRA 51 Standards and Annex naturals. */
const SAMPLES = [
  {
    id: 'citrus-cologne',
    title: 'Citrus cologne (fine fragrance, 20%)',
    category: '4',
    dosage: 20,
    productType: 'leave-on' as const,
    lines: [
      ['8007-75-8', 2],
      ['8008-56-8', 3],
      ['68855-99-2', 1.5],
      ['78-70-6', 4],
      ['115-95-7', 3],
      ['5392-40-5', 0.5],
      ['101-86-0', 6],
      ['24851-98-7', 10],
    ],
  },
  {
    id: 'rose-body-lotion',
    title: 'Rose accord in a body lotion (0.5%)',
    category: '5A',
    dosage: 0.5,
    productType: 'leave-on' as const,
    lines: [
      ['8007-01-0', 5],
      ['106-24-1', 10],
      ['106-22-9', 12],
      ['60-12-8', 20],
      ['97-53-0', 1],
      ['120-51-4', 5],
    ],
  },
  {
    id: 'shower-gel',
    title: 'Spicy shower gel (1%)',
    category: '9',
    dosage: 1,
    productType: 'rinse-off' as const,
    lines: [
      ['8000-34-8', 2],
      ['104-55-2', 0.5],
      ['91-64-5', 3],
      ['5989-27-5', 20],
      ['118-58-1', 10],
    ],
  },
];

/** Sample formulas for /admin/ifra-pdf-test built only from materials present in the imported library. */
export async function listSampleFormulas(complianceInputs: ComplianceInputsCache): Promise<SampleFormula[]> {
  const { library } = await complianceInputs.load();
  return SAMPLES.map((sample) => ({
    id: sample.id,
    title: sample.title,
    category: sample.category,
    dosage: sample.dosage,
    productType: sample.productType,
    lines: sample.lines.flatMap(([cas, grams]) => {
      const id = library.materialIdsByCas.get(normaliseCas(String(cas)));
      const material = id ? library.materials.get(id) : undefined;
      // Only materials the import put in the library (not the CAS-only stand-ins of the regulatory lists).
      if (!id || !material || id.startsWith('cas:')) return [];
      return [{ materialId: id, name: material.name, cas: String(cas), grams: Number(grams) }];
    }),
  })).filter((sample) => sample.lines.length > 0);
}
