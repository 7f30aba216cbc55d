/** The shopping list's user-visible messages, exactly as spec section 8 gives them. */
export const SHOPPING_MESSAGES = {
  signIn: 'Please sign in to use shopping list',
  loadFailed: 'Failed to load shopping list',
  addFailed: 'Failed to add to shopping list',
  removeFailed: 'Failed to remove item',
  quantityFailed: 'Failed to update quantity',
  clearFailed: 'Failed to clear shopping list',
  refreshFailed: 'Failed to refresh prices',
  itemRemoved: 'Item removed',
  quantityUpdated: 'Quantity updated',
  pricesUpdated: 'Prices updated with best available rates',
  updatedQuantityOf: (material: string) => `Updated ${material} quantity`,
  added: (material: string, vendor: string) => `Added ${material} from ${vendor} to shopping list`,
} as const;
