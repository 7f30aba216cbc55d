import { z } from 'zod';

/**
 * Server tests read responses through these instead of `(await response.json()) as X`: the body is checked against
 * a zod schema, so a response of the wrong shape fails the test where it is read, naming the fields that differ,
 * instead of passing a cast and failing later on `undefined` (or not at all). Objects are loose (`z.looseObject`):
 * fields the schema does not name are kept, so `toEqual` on a body still sees everything the server sent.
 */
export async function readJson<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  return checkBody(await response.json(), schema, `The ${response.status} response`);
}

/** A body already read, checked against `schema`; else an error naming `what` answered it and the fields that differ. */
export function checkBody<Schema extends z.ZodType>(body: unknown, schema: Schema, what: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${what} does not have the expected shape:\n${z.prettifyError(parsed.error)}\n` +
        `Body: ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  return parsed.data;
}

/**
 * A body read after checking the status: when the route answered another status, the test fails naming it and the
 * error's message (instead of a cast hiding `{ error }` behind the expected type). `status` 'success' takes any 2xx.
 */
export async function readJsonWithStatus<Schema extends z.ZodType>(
  response: Response,
  status: number | 'success',
  schema: Schema,
): Promise<z.output<Schema>> {
  const expected = status === 'success' ? response.ok : response.status === status;
  if (!expected) {
    const body = (await response.text()).slice(0, 500);
    throw new Error(
      `Expected ${status === 'success' ? 'a 2xx' : status}, the route answered ${response.status}: ${body}`,
    );
  }
  return readJson(response, schema);
}

/** The body every failing route answers (src/server/lib/app-error.ts, toErrorBody). */
export const ErrorBodySchema = z.looseObject({
  error: z.looseObject({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** A failing route's body, `{ error: { code, message, details? } }`, checked. */
export async function readError(response: Response): Promise<z.output<typeof ErrorBodySchema>> {
  return readJson(response, ErrorBodySchema);
}
