import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { checkBody } from '../../setup/read-response.ts';

/** A Playwright response: of `page.request`, `request` or `page.waitForResponse`. */
type JsonResponse = { json(): Promise<unknown>; status(): number; url(): string };

/**
 * The journeys read API bodies through this instead of `(await response.json()) as X` (as the server tests do with
 * tests/setup/read-response.ts): the body is checked against a zod schema, so a body of the wrong shape fails where
 * it is read, naming the fields that differ. Objects are loose: fields the schema does not name are kept.
 */
export async function readJson<Schema extends z.ZodType>(
  response: JsonResponse,
  schema: Schema,
): Promise<z.output<Schema>> {
  return checkBody(await response.json(), schema, `${response.url()} answered ${response.status()} with a body that`);
}

/** Sends JSON with the page's origin (the server's CSRF check), expects a 2xx and reads the body with `schema`. */
export async function sendJson<Schema extends z.ZodType>(
  schema: Schema,
  request: APIRequestContext,
  origin: string,
  method: 'post' | 'put' | 'patch',
  path: string,
  data: unknown,
): Promise<z.output<Schema>> {
  const response = await request[method](path, { data, headers: { origin } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return readJson(response, schema);
}

const withId = z.looseObject({ id: z.string() });
/** POST /api/formulas: `{ formula: { id } }`. */
export const CreatedFormulaSchema = z.looseObject({ formula: withId });
/** POST /api/inventory/lots: `{ lot: { id } }`. */
export const CreatedLotSchema = z.looseObject({ lot: withId });
/** POST /api/materials: `{ material: { id } }`. */
export const CreatedMaterialSchema = z.looseObject({ material: withId });
/** POST /api/test/shopping-list/materials (the test-only seed): `{ materials: [{ id, name, cas }] }`. */
export const SeededMaterialsSchema = z.looseObject({
  materials: z.array(z.looseObject({ id: z.string(), name: z.string(), cas: z.string().nullable() })),
});
/** GET /api/me: `{ user: { id, email }, isAdmin }`. */
export const MeSchema = z.looseObject({
  user: z.looseObject({ id: z.string(), email: z.string() }),
  isAdmin: z.boolean(),
});
/** GET /api/materials/search and GET /api/materials: `{ items: [{ id, name, cas }] }`. */
export const MaterialItemsSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), name: z.string(), cas: z.string().nullable() })),
});
/** GET /api/formulas/:id: `{ formula: { version, rows } }` (formula-record.ts, toFormulaResponse). */
export const SavedFormulaSchema = z.looseObject({
  formula: z.looseObject({
    id: z.string(),
    version: z.number(),
    rows: z.array(z.looseObject({ id: z.string(), name: z.string(), amount: z.number() })),
  }),
});
/** A failing route's body: `{ error: { code, message } }` (src/server/lib/app-error.ts). */
export const ErrorBodySchema = z.looseObject({ error: z.looseObject({ code: z.string(), message: z.string() }) });
/** GET /api/admin/reference-data: the import job and each dataset's last run. */
export const ReferenceDataListingSchema = z.looseObject({
  job: z.looseObject({ status: z.string() }).nullable(),
  datasets: z.array(
    z.looseObject({
      id: z.string(),
      lastRun: z.looseObject({ status: z.string(), message: z.string().nullable() }).nullable(),
    }),
  ),
});
/** A list of rows with ids: `{ items: [{ id }] }`. */
export const ItemsSchema = z.looseObject({ items: z.array(withId) });

/** One message of the test-only outbox (GET /api/test/outbox: src/server/features/outbox/outbox.routes.ts). */
const OutboxSchema = z.looseObject({
  messages: z.array(
    z.looseObject({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable() }),
  ),
});

/** The mail the server kept for `email` (newest first); empty when the outbox cannot be read yet. */
export async function readOutbox(
  request: APIRequestContext,
  email: string,
): Promise<z.output<typeof OutboxSchema>['messages']> {
  const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok()) return [];
  return (await readJson(response, OutboxSchema)).messages;
}
