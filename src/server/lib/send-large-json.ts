import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './app-context.ts';
import type { JsonAnswer } from './cached-json.ts';
import { apiJsonHeaders } from './security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers are sent as they are: compressing them saves less than a round trip's worth. */
export const COMPRESS_JSON_MIN_BYTES = 16 * 1024;

/**
 * A large JSON answer, from its text (the formula editor's two reads: a saved formula, 168 kB at 600 lines, and its
 * engine data, 441 kB), sent compressed when the browser takes brotli or gzip: about a tenth of the bytes (51 and
 * 41 kB), which a phone's connection downloads seconds sooner (issue 34, Lighthouse /formula). Compressed off the
 * event loop (zlib's thread pool), at a fast level: brotli 4 or gzip 5, a few milliseconds for 441 kB. The text is
 * encoded once, here: a middleware reading the answer back out of a Response (undici's body, then a copy) cost more
 * than the compression's own share of the event loop. Typed like `c.json(value)` for the contract.
 */
export async function sendLargeJson<T>(c: Context<AppEnv>, json: string): Promise<JsonAnswer<T>> {
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const vary = { Vary: 'Accept-Encoding' };
  // Measured without encoding: a small answer or a client without compression is sent as the text it is.
  if (!encoding || Buffer.byteLength(json) < COMPRESS_JSON_MIN_BYTES)
    return new Response(json, { status: 200, headers: apiJsonHeaders(c, vary) }) as unknown as JsonAnswer<T>;
  const body = Buffer.from(json);
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : await gzipAsync(body, { level: 5 });
  return new Response(new Uint8Array(compressed), {
    status: 200,
    headers: apiJsonHeaders(c, { ...vary, 'Content-Encoding': encoding }),
  }) as unknown as JsonAnswer<T>;
}
