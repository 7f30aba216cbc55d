// Compiled by `tsc` in `npm test`: if a route below is renamed or its answer changes shape, typecheck fails.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client } from '../../src/client/lib/api-client.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

type Settings = InferResponseType<typeof client.settings.$get, 200>;
export type SettingsHasDocument = Expect<Equal<keyof Settings, 'settings'>>;

// Dates travel as ISO strings, never as Date objects.
type Formula = InferResponseType<(typeof client.formulas)[':id']['$get'], 200>['formula'];
export type FormulaDatesAreStrings = Expect<Equal<Formula['createdAt'], string>>;
// Typed jsonb columns reach the client: a formula's rows and product are the domain's shapes.
export type FormulaRowsAreTyped = Expect<Equal<Formula['rows'][number]['amount'], number>>;
export type FormulaProductIsTyped = Expect<Equal<NonNullable<Formula['product']>['basis'], 'w/w' | 'v/v'>>;
// The cached formula list is typed like c.json.
type FormulaList = InferResponseType<typeof client.formulas.$get, 200>;
export type FormulaListHasItems = Expect<Equal<keyof FormulaList, 'items'>>;

type Me = InferResponseType<typeof client.me.$get, 200>;
export type MeHasTier = Expect<Equal<'tier' extends keyof Me ? true : false, true>>;

type Lot = InferResponseType<typeof client.inventory.$get, 200>['items'][number]['lots'][number];
export type CertificateIsTyped = Expect<Equal<NonNullable<Lot['certificateOfAnalysis']>[number]['percent'], number>>;

type ShoppingList = InferResponseType<(typeof client)['shopping-list']['$get'], 200>;
export type ShoppingListHasSummary = Expect<Equal<keyof ShoppingList, 'items' | 'summary' | 'exchangeRates'>>;

// Inputs come from the domain's zod schemas.
type NewFormula = InferRequestType<typeof client.formulas.$post>['json'];
export type FormulaCategoryIsChecked = Expect<
  Equal<NonNullable<NewFormula['product']>['ifraCategory'] extends string ? true : false, true>
>;

export async function callsThatMustCompile() {
  await client.settings.$get();
  await client.formulas.$get({ query: {} });
  await client.health.$get();
  await client.materials[':id'].$get({ param: { id: '00000000-0000-4000-8000-000000000000' } });
  await client['shopping-list'].$post({ json: { materialId: '00000000-0000-4000-8000-000000000000' } });
  await client.regulatory.ifra.$get({ query: { q: 'citral' } });
  await client.news.headlines.$get({ query: { limit: '3' } });
  // @ts-expect-error a route that does not exist cannot be called
  await client.formulaz.$get();
  // @ts-expect-error a formula id is a route parameter, not optional
  await client.formulas[':id'].$get();
  // @ts-expect-error the shopping list takes a material id, not a name
  await client['shopping-list'].$post({ json: { materialName: 'Hedione' } });
}
