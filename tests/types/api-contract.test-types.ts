// Compiled by `tsc` in `npm test`: if a route below is renamed or its answer changes shape, typecheck fails.
import type { InferResponseType } from 'hono/client';
import { client } from '../../src/client/lib/api-client.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

type Settings = InferResponseType<typeof client.settings.$get, 200>;
export type SettingsHasDocument = Expect<Equal<keyof Settings, 'settings'>>;

export async function callsThatMustCompile() {
  await client.settings.$get();
  await client.formulas.$get({ query: {} });
  await client.health.$get();
  // @ts-expect-error a route that does not exist cannot be called
  await client.formulaz.$get();
}
