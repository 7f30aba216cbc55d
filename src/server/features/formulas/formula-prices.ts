import { chooseFormulaPrices, type PricedOffer } from '../../../domain/formulas/price-formula.ts';
import type { Db } from '../../db/client.ts';
import { findOffersByMaterial } from '../pricing/pricing.public.ts';

/**
 * The best known price per gram of each material for a formula's cost: the user's own and the shared vendor
 * prices, normalised by the pricing rules, cheapest first, in one currency (see chooseFormulaPrices).
 */
export async function findFormulaPrices(db: Db, userId: string, materialIds: readonly string[]) {
  const offers = await findOffersByMaterial(db, userId, materialIds);
  const priced: PricedOffer[] = [...offers.entries()].flatMap(([materialId, list]) =>
    list.map((offer) => ({ materialId, pricePerGram: offer.pricePerGram, currency: offer.currency })),
  );
  const prices = chooseFormulaPrices(priced);
  return {
    currency: prices.currency,
    pricePerGram: Object.fromEntries(prices.pricePerGram),
    otherCurrencyMaterialIds: prices.otherCurrencyMaterialIds,
  };
}
