import type { ClassificationEntry, ProductForm } from './clp-mixture.ts';
import { PRECAUTIONARY_STATEMENTS } from './clp-statements.ts';

/**
 * What a product form gives off to be breathed, for P260/P261's "dust/fume/gas/mist/vapours/spray". Annex IV
 * Part 1 (as replaced by Regulation (EU) 2019/521), introduction: a '/' in a statement's text marks a choice the
 * supplier makes among the phrases it separates, by the conditions in column (5); P260's and P261's conditions
 * column: "Manufacturer/supplier or the competent authority to specify the applicable conditions". A fragrance
 * concentrate, an essential-oil blend and a reed diffuser are liquids that evaporate; a candle and a wax melt give
 * off the fragrance's vapours when the wax melts; a room spray is sprayed, and its liquid evaporates. None is a
 * powder (dust), a gas, or a metal heated to fume.
 */
export function chooseAirborneForms(productForm: ProductForm): string {
  return productForm === 'roomSpray' ? 'vapours/spray' : 'vapours';
}

/**
 * P501's "…" completed (Annex IV Part 1, P501's conditions column: the disposal route, in accordance with
 * local/regional/national/international regulation, is the manufacturer's/supplier's to specify, and whether it
 * applies to contents, container or both). A fragrance product's hazard is in its contents and the residue its
 * container keeps, so both: "contents/container", as the UK competent authority's P501 wording keeps it (HSE,
 * "The CLP Regulation: precautionary statement P501"): professional users to an authorised waste contractor (as the SDS template's section 13.1 says), the general public to a hazardous-waste collection point.
 */
function chooseDisposalRoute(supplyTo: 'generalPublic' | 'professional'): string {
  return supplyTo === 'professional'
    ? 'Dispose of contents/container to an authorised waste contractor, in accordance with local and national regulations.'
    : 'Dispose of contents/container to a hazardous-waste collection point, in accordance with local regulations.';
}

/**
 * A P statement as the label prints it. Annex IV Part 1 leaves the supplier to choose among the options a '/'
 * separates and to say what '…' stands for; a label never prints every alternative nor the bare '…'. P260/P261
 * name what the product form gives off (`chooseAirborneForms`); P280 names the protection the classes call for
 * (gloves for skin, eye protection for eye irritation, eye and face protection for serious eye damage, all four
 * for corrosion); a call to a poison centre stays "POISON CENTER/doctor" (both are reachable everywhere the
 * label is read); skin is washed with water; P501 names the disposal route (`chooseDisposalRoute`).
 */
export function fillPrecautionaryText(
  code: string,
  entries: readonly ClassificationEntry[],
  product: {
    productForm: ProductForm;
    supplyTo: 'generalPublic' | 'professional';
  } = { productForm: 'concentrate', supplyTo: 'professional' },
): string {
  const text = PRECAUTIONARY_STATEMENTS[code] ?? code;
  const has = (...classes: string[]) => entries.some((entry) => classes.includes(entry.class));
  switch (code) {
    case 'P260':
    case 'P261':
      return text.replace('dust/fume/gas/mist/vapours/spray', chooseAirborneForms(product.productForm));
    case 'P280': {
      const corrosive = has('Skin Corr.');
      const protection = [
        ...(corrosive || has('Skin Sens.', 'Skin Irrit.', 'Acute Tox.') ? ['protective gloves'] : []),
        ...(corrosive ? ['protective clothing'] : []),
        ...(corrosive || has('Eye Dam.', 'Eye Irrit.') ? ['eye protection'] : []),
        ...(corrosive || has('Eye Dam.') ? ['face protection'] : []),
      ];
      return protection.length > 0 ? `Wear ${protection.join('/')}.` : text;
    }
    case 'P302+P352':
      return 'IF ON SKIN: Wash with plenty of water.';
    case 'P301+P312':
    case 'P312':
      return text.replace('/…/if you feel unwell.', ' if you feel unwell.');
    case 'P264':
      return 'Wash hands thoroughly after handling.';
    case 'P501':
      return chooseDisposalRoute(product.supplyTo);
    default:
      return text.replace(/\/…$/, '.');
  }
}
