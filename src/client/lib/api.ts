/**
 * The transport under the typed `client` (api-client.ts): its error type and the retry on network failures
 * (spec section 9: retried 3 times, 100 ms doubling, capped at 2 s).
 */

export const MAX_NETWORK_RETRIES = 3;
const BASE_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 2000;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * A refusal of the request itself (4xx: invalid input, no access, not found, a plan limit): asking again gets the
 * same answer, so it is said at once and never retried. Server errors (5xx) and network failures may be.
 */
export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** TanStack Query's `retry` for up to `maxRetries` retries, none after a 4xx (isClientError). */
export function retryUnlessClientError(maxRetries: number) {
  return (failureCount: number, error: Error): boolean => !isClientError(error) && failureCount < maxRetries;
}

/** Backoff before retry number `attempt` (1-based): 100, 200, 400 … ms, never above 2000 ms. */
export function networkBackoffMs(attempt: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** fetch with retries on network-type failures only (a TypeError from fetch); HTTP errors are never retried here. */
export async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const isNetworkError = error instanceof TypeError;
      if (!isNetworkError || attempt >= MAX_NETWORK_RETRIES || init.signal?.aborted) throw error;
      await wait(networkBackoffMs(attempt + 1));
    }
  }
}
