export type CoaRow = { cas?: string | null; name: string; percent: number };

export type Lot = {
  id: string;
  materialId: string;
  lotNumber: string | null;
  quantity: number;
  unit: 'g' | 'ml' | 'kg' | 'oz' | 'lb';
  purchaseDate: string | null;
  supplier: string | null;
  pricePaid: number | null;
  currency: string | null;
  location: string | null;
  expiryDate: string | null;
  certificateOfAnalysis: CoaRow[] | null;
  notes: string | null;
  grams: number;
  densityAssumed: boolean;
};

export type InventoryItem = {
  materialId: string;
  materialName: string;
  cas: string | null;
  totalGrams: number;
  minimumGrams: number | null;
  isLow: boolean;
  lots: Lot[];
};

export type Inventory = {
  items: InventoryItem[];
  usage: { tier: string; used: number; limit: number | null; remaining: number | null; canCreate: boolean };
};

export type NewLot = Omit<Lot, 'id' | 'grams' | 'densityAssumed'>;
