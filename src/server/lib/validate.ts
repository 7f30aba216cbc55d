import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, Next, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** What a `validate(...)` middleware checks: read by the OpenAPI document (lib/openapi), so it cannot drift. */
export type ValidatedInput = { target: keyof ValidationTargets; schema: z.ZodType };

const validatedInputs = new WeakMap<object, ValidatedInput>();

/** The target and schema of a middleware made by `validate(...)`, or undefined for any other handler. */
export function findValidatedInput(handler: object): ValidatedInput | undefined {
  return validatedInputs.get(handler);
}

const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

/**
 * zod validation at the boundary: a body, query or param that does not match answers 422 with the
 * issues (path and message), never a 500.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    // Hono reads a body of another content type as {}: say so rather than validate (or act on) an empty body.
    if (target === 'json' && !JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? ''))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON, with Content-Type: application/json.');
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const first = issues[0];
      const message = first
        ? `Invalid ${target}: ${first.path ? `${first.path}: ` : ''}${first.message}`
        : `Invalid ${target}`;
      throw new AppError('VALIDATION_FAILED', message, { issues });
    }
  });
  const checked = target === 'query' ? (keepQueryAnswers(middleware) as typeof middleware) : middleware;
  validatedInputs.set(checked, { target, schema });
  return checked;
}

/** Query strings whose answer is kept per `validate('query', …)`: the few a screen asks for, bounded all the same. */
const MAX_KEPT_QUERIES = 100;

/** A parsed query of strings, numbers and booleans only: a copy of it is a whole copy (no array or object to share). */
function isFlat(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  for (const item of Object.values(value))
    if (item !== undefined && item !== null && typeof item === 'object') return false;
  return true;
}

/**
 * A query schema parses the same query string to the same value: the value of one it accepted is kept (by the raw
 * query string, `''` for none) and handed to the next request that sends it, a copy each time, without running zod
 * or a promise (a list's every read paid both). Refused queries are never kept, so each gets its 422 as before;
 * values holding arrays or objects are not kept (a handler could change them).
 */
function keepQueryAnswers(check: MiddlewareHandler): MiddlewareHandler {
  const kept = new Map<string, Record<string, unknown>>();
  return (c: Context, next: Next) => {
    const url = c.req.url;
    const start = url.indexOf('?');
    const query = start < 0 ? '' : url.slice(start + 1);
    const known = kept.get(query);
    if (known) {
      c.req.addValidatedData('query', { ...known });
      return next();
    }
    return check(c, () => {
      const value: unknown = c.req.valid('query' as never);
      if (isFlat(value)) {
        if (kept.size >= MAX_KEPT_QUERIES) kept.clear();
        kept.set(query, { ...value });
      }
      return next();
    });
  };
}

/** JSON nested deeper than this is refused before anything parses or stores it (no form of ours needs 20). */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored: a NUL byte (PostgreSQL refuses it) or a lone surrogate (not Unicode); null when fine. */
export function findUnsafeText(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate (not valid Unicode)';
  return null;
}

/** Nesting depth of a JSON text, counted without parsing (brackets inside strings do not count). */
export function measureJsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92)
        index += 1; // backslash: skip the escaped character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) deepest = Math.max(deepest, (depth += 1));
    else if (code === 125 || code === 93) depth -= 1;
  }
  return deepest;
}

/** The first string (value or key) in a parsed JSON value that cannot be stored, with its path. */
function findUnsafeJsonString(value: unknown): { path: string; problem: string } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = findUnsafeText(current);
      if (problem) return { path, problem };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = findUnsafeText(key);
        if (problem) return { path: path ? `${path}.${key}` : key, problem };
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

function refuse(target: string, path: string, problem: string): never {
  const message = `Invalid ${target}: ${path ? `${path}: ` : ''}${problem}`;
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ path, message: problem }] });
}

/** A URL with nothing percent-encoded and no surrogate: nothing in it can decode to unsafe text (NUL aside). */
const PLAIN_URL = /^[^%\uD800-\uDFFF]*$/;

/**
 * Input every schema would accept but nothing can store: NUL bytes and lone surrogates in the path, the query or any
 * JSON string, and JSON nested deeper than MAX_JSON_DEPTH, refused with 422 before any handler (or better-auth) runs
 * (app.ts). This one: a URL whose path or query decodes to such text.
 */
export function rejectUnsafeUrl(href: string): void {
  // Most URLs encode nothing: no parsing then (this runs on every API request).
  if (PLAIN_URL.test(href) && !href.includes('\u0000')) return;
  const url = new URL(href);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return refuse('path', '', 'is not valid percent-encoding');
  }
  const pathProblem = findUnsafeText(path);
  if (pathProblem) refuse('path', '', pathProblem);
  if (url.search) {
    for (const [key, value] of url.searchParams) {
      const problem = findUnsafeText(key) ?? findUnsafeText(value);
      if (problem) refuse('query', key, problem);
    }
  }
}

/** Refuses a JSON body nested past MAX_JSON_DEPTH or holding a string nothing can store (422). */
export async function rejectUnsafeJsonBody(request: Request): Promise<void> {
  // A copy of the body: the handler (or better-auth) still reads the original.
  const text = await request.clone().text();
  if (measureJsonDepth(text) > MAX_JSON_DEPTH) refuse('json', '', `is nested more than ${MAX_JSON_DEPTH} levels deep`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined; // malformed JSON is the validator's to report
  }
  const unsafe = parsed === undefined ? null : findUnsafeJsonString(parsed);
  if (unsafe) refuse('json', unsafe.path, unsafe.problem);
}
