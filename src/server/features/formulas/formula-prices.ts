import { chooseFormulaPrices, type PricedOffer } from '../../../domain/formulas/price-formula.ts';
import type { Db } from '../../db/client.ts';
import { findOffersByMaterial } from '../pricing/pricing.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';

/**
 * The best known price per gram of each material for a formula's cost: the workspace's own and the shared vendor
 * prices, normalised by the pricing rules, cheapest first, in one currency (see chooseFormulaPrices).
 */
export async function findFormulaPrices(db: Db, scope: WorkspaceScope, materialIds: readonly string[]) {
  const offers = await findOffersByMaterial(db, scope, materialIds);
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
