import type { Context } from 'hono';
import type { AppEnv } from './app-context.ts';

/** A PDF answer: never cached (it carries the issuer's details), saved under an ASCII file name. */
export function pdfResponse(c: Context<AppEnv>, pdf: Buffer, fileName: string) {
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName.replaceAll(/[^\w.-]+/g, '-')}"`,
    'cache-control': 'no-store',
  });
}
