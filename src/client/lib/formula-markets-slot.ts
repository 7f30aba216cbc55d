import { createContext, type ReactNode } from 'react';

/**
 * What a formula's compliance details show for the markets (issue 33): the routes compose the markets feature into
 * the formulas feature through this slot, so neither feature imports the other. Null: nothing shown.
 */
export const FormulaMarketsSlot = createContext<((formulaId: string) => ReactNode) | null>(null);
