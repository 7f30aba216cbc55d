import type { PublicResponse } from './fetch-public.ts';

/** The body as text in the charset the server named (UTF-8 when unnamed or unknown). */
export function decodeBody(response: Pick<PublicResponse, 'body' | 'contentType'>): string {
  const charset = /charset=["']?([\w-]+)/i.exec(response.contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}
