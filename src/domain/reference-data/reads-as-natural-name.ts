/**
 * Whether a regulation's name for a material calls it a natural: an oil, absolute, extract… (`Boldo oil`, `Costus
 * root oil, absolute and concrete`, `Eugenia caryophyllus extract`, ECHA's `Aloysia triphylla, ext.`), so its
 * constituents count as unknown, never as none. A substance's name (`Musk alpha`, `Massoia lactone`) says none.
 */
export const readsAsNaturalName = (name: string): boolean => NATURAL_NAME.test(name);

const NATURAL_NAME =
  /\b(?:oils?|absolutes?|extracts?|ext\.|resinoids?|balsams?|concretes?|tinctures?|gums?|barks?|leaf|leaves|roots?|woods?|herbs?|flowers?)(?=$|[^\p{L}])/iu;
