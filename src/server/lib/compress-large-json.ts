import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-context.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers are sent as they are: compressing them saves less than a round trip's worth. */
export const COMPRESS_JSON_MIN_BYTES = 16 * 1024;

/**
 * A large JSON answer (the formula editor's two reads: a saved formula, 168 kB at 600 lines, and its engine data,
 * 441 kB) sent compressed when the browser takes brotli or gzip: about a tenth of the bytes (51 and 41 kB), which a
 * phone's connection downloads seconds sooner (issue 34, Lighthouse /formula). Compressed off the event loop
 * (zlib's thread pool), at a fast level: brotli 4 or gzip 5, a few milliseconds for 441 kB. Only 200 answers; the
 * rest (errors, small answers) keep their body.
 */
export const compressLargeJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const { res } = c;
  if (!encoding || res.status !== 200 || res.headers.has('content-encoding')) return;
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (body.length < COMPRESS_JSON_MIN_BYTES) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : await gzipAsync(body, { level: 5 });
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  // Not through `c.res =`: Hono would copy the uncompressed answer's headers back over these.
  c.res = undefined;
  c.res = new Response(new Uint8Array(compressed), { status: res.status, headers });
};
