/** Shapes of the shopping-list and pricing API answers, as JSON. */
export type ShoppingItem = {
  id: string;
  materialId: string;
  materialName: string;
  casNumber: string | null;
  quantity: number;
  unit: string;
  vendor: string | null;
  priceEstimate: number | null;
  currency: string | null;
  lineTotal: number | null;
  createdAt: string;
};

export type ShoppingSummary = {
  count: number;
  pricedCount: number;
  unpricedCount: number;
  total: number;
  currencies: string[];
  /** One total per currency (domain/pricing/total-by-currency.ts). */
  totals: Array<{ currency: string | null; total: number; count: number }>;
};
export type ShoppingList = { items: ShoppingItem[]; summary: ShoppingSummary };

export type PriceRow = {
  id: string;
  materialId: string;
  vendor: string;
  size: string;
  sizeGrams: number;
  price: number;
  currency: string;
  observedAt: string;
  source: 'csv' | 'manual' | 'scraper';
  sourceUrl: string | null;
  isOwn: boolean;
  pricePerGram: number | null;
  densityAssumed: boolean;
  rejection: string | null;
};

export type ComparedOffer = {
  vendor: string;
  price: number;
  size: string;
  sizeGrams: number;
  currency: string;
  pricePerGram: number;
  densityAssumed: boolean;
  coversNeed: boolean;
  isPreferredSize: boolean;
  costForNeed: number;
  isBest: boolean;
};

export type Comparison = {
  neededGrams: number;
  mode: 'add' | 'refresh';
  offers: ComparedOffer[];
  best: ComparedOffer | null;
  noChoiceReason: 'no-offers' | 'no-size-covers-need' | null;
};
