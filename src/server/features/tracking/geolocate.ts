import { createHash, randomBytes } from 'node:crypto';
import { buildGeolocationUrl } from '../../../domain/tracking/geolocation-url.ts';
import { GeolocationAnswerSchema, type Geolocation } from '../../../domain/tracking/tracking.schemas.ts';
import { fetchPublic, isPublicAddress } from '../../lib/fetch-public.ts';
import type { Logger } from '../../lib/logger.ts';

export const GEOLOCATION_CACHE_MS = 3_600_000;
export const GEOLOCATION_TIMEOUT_MS = 3_000;
const MAX_CACHED_ADDRESSES = 10_000;

export type GeolocatorOptions = {
  /** The admin's URL template (tracking settings), or null: geolocation off. Read on every lookup. */
  getTemplate: () => string | null;
  allowedHosts: readonly string[];
  logger: Logger;
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
};

/**
 * Client address → place, through the service the admin configured (none by default), via fetchPublic (public
 * hosts only unless FETCH_ALLOWED_HOSTS, byte and time caps). Loopback and private addresses (localhost, the
 * office network) are never looked up. Answers, failures included, are cached one hour under a salted hash of the
 * address, so the address itself is kept nowhere, not even in memory; a lookup takes at most 3 s.
 */
export function createGeolocator(options: GeolocatorOptions) {
  const cacheMs = options.cacheMs ?? GEOLOCATION_CACHE_MS;
  const timeoutMs = options.timeoutMs ?? GEOLOCATION_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const salt = randomBytes(16);
  const cache = new Map<string, { place: Geolocation | null; expiresAt: number }>();
  const inFlight = new Map<string, Promise<Geolocation | null>>();

  const keyOf = (address: string) => createHash('sha256').update(salt).update(address).digest('base64url');

  async function fetchPlace(template: string, address: string): Promise<Geolocation | null> {
    try {
      const response = await fetchPublic(buildGeolocationUrl(template, address), {
        maxBytes: 64 * 1024,
        timeoutMs,
        allowedHosts: options.allowedHosts,
        headers: { accept: 'application/json' },
        maxRedirects: 2,
      });
      if (response.status !== 200) return null;
      const parsed = GeolocationAnswerSchema.safeParse(JSON.parse(response.body.toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch (error) {
      options.logger.debug({ err: error }, 'geolocation lookup failed');
      return null;
    }
  }

  /** The place of a client address, or null (off, not public, failed, timed out). Never throws. */
  async function lookup(address: string): Promise<Geolocation | null> {
    const template = options.getTemplate();
    if (!template || !isPublicAddress(address)) return null;
    const key = keyOf(address);
    const cached = cache.get(key);
    if (cached && cached.expiresAt > now()) return cached.place;
    const running = inFlight.get(key);
    if (running) return running;
    const pending = fetchPlace(template, address).then((place) => {
      if (cache.size >= MAX_CACHED_ADDRESSES) cache.delete(cache.keys().next().value!);
      cache.set(key, { place, expiresAt: now() + cacheMs });
      inFlight.delete(key);
      return place;
    });
    inFlight.set(key, pending);
    return pending;
  }

  return { lookup, clear: () => cache.clear() };
}

export type Geolocator = ReturnType<typeof createGeolocator>;
