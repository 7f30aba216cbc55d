import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Outgoing fetches of addresses that users or admins typed (news feeds, vendor catalogues): public addresses
 * only, unless the host is allowed (`FETCH_ALLOWED_HOSTS`); the address is checked when the socket connects
 * (after DNS, so a name that resolves to 127.0.0.1 is refused too), on every redirect; the body is read with a
 * byte cap and the whole exchange with a time cap, so a huge or slow answer costs at most the cap.
 */
export type FetchPublicOptions = {
  maxBytes: number;
  timeoutMs: number;
  /** Host names or addresses that may be private (tests use 127.0.0.1). */
  allowedHosts?: readonly string[];
  headers?: Record<string, string>;
  maxRedirects?: number;
};

export type PublicResponse = { status: number; url: string; contentType: string; body: Buffer };

/** Thrown for every refusal and failure; `message` is safe to show and never says whether a port is open. */
export class FetchRefusedError extends Error {
  readonly code: string;
  constructor(
    code: 'NOT_ALLOWED' | 'TOO_LARGE' | 'TIMEOUT' | 'UNREACHABLE' | 'OFFLINE' | 'BAD_URL' | 'TOO_MANY_REDIRECTS',
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
    this.code = code;
  }
}

/** Special-purpose ranges (RFC 6890 and friends): loopback, private, shared, link-local, documentation, multicast. */
const NON_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2001::', 23],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet; IPv4-mapped, NAT64 and 6to4 IPv6 addresses are judged by their IPv4 part. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  const embedded = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (embedded) return isPublicAddress(embedded);
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  if (lower.startsWith('2002:')) {
    const groups = lower.split(':');
    const high = Number.parseInt(groups[1] || '0', 16);
    const low = Number.parseInt(groups[2] || '0', 16);
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return !NON_PUBLIC.check(address, 'ipv6');
}

/** The list from `FETCH_ALLOWED_HOSTS`: lower-case host names or addresses, brackets dropped. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
}

const NOT_ALLOWED_MESSAGE = (host: string) =>
  `${host} is not a public address. Only public addresses can be fetched; an administrator can allow a host in FETCH_ALLOWED_HOSTS.`;

function isAllowed(hostOrAddress: string, allowed: ReadonlySet<string>): boolean {
  return allowed.has(hostOrAddress.toLowerCase()) || isPublicAddress(hostOrAddress);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that refuses non-public answers: the check happens at connect time, for the address used. */
function guardedLookup(host: string, allowed: ReadonlySet<string>) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      const hostAllowed = allowed.has(hostname.toLowerCase());
      if (list.length === 0 || (!hostAllowed && list.some((entry) => !isAllowed(entry.address, allowed)))) {
        return callback(new FetchRefusedError('NOT_ALLOWED', NOT_ALLOWED_MESSAGE(host)), '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * For a streaming download the caller makes itself (the reference datasets, far above fetchPublic's byte cap):
 * refuses an address whose host is not public (after DNS) unless it is allowed. A name that does not resolve
 * passes, so the download fails as offline. Checked before connecting, so unlike fetchPublic it does not cover
 * a DNS answer that changes in between, nor redirects.
 */
export async function assertFetchableHost(address: string, allowedHosts: readonly string[]): Promise<void> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefusedError('BAD_URL', `${address} is not a web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefusedError('BAD_URL', `${address} is not an http(s) address`);
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed.has(hostname)) return;
  const addresses = net.isIP(hostname)
    ? [hostname]
    : (await dns.promises.lookup(hostname, { all: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.some((entry) => !isAllowed(entry, allowed)))
    throw new FetchRefusedError('NOT_ALLOWED', NOT_ALLOWED_MESSAGE(url.host));
}

const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'ENETDOWN']);

/** One GET, no redirect handling: resolves with the status, headers and capped body. */
function requestOnce(
  url: URL,
  options: FetchPublicOptions,
  allowed: ReadonlySet<string>,
  deadline: number,
): Promise<{ status: number; location: string | null; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const host = url.host;
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address never goes through lookup: check it here.
    if (net.isIP(literal) && !isAllowed(literal, allowed))
      return reject(new FetchRefusedError('NOT_ALLOWED', NOT_ALLOWED_MESSAGE(host)));
    const remaining = deadline - Date.now();
    if (remaining <= 0)
      return reject(
        new FetchRefusedError('TIMEOUT', `${host} did not answer within ${Math.round(options.timeoutMs / 1000)} s`),
      );
    const transport = url.protocol === 'https:' ? https : http;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = transport.request(
      url,
      {
        method: 'GET',
        headers: { 'Accept-Encoding': 'identity', ...options.headers },
        lookup: guardedLookup(host, allowed) as unknown as typeof dns.lookup,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = status >= 300 && status < 400 ? (response.headers.location ?? null) : null;
        const contentType = String(response.headers['content-type'] ?? '');
        if (location !== null) {
          response.resume();
          settled = true;
          clearTimeout(timer);
          request.destroy();
          return resolve({ status, location, contentType, body: Buffer.alloc(0) });
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) return fail(tooLarge(host, options.maxBytes));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) return fail(tooLarge(host, options.maxBytes));
          chunks.push(chunk);
        });
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ status, location: null, contentType, body: Buffer.concat(chunks, size) });
        });
        response.on('error', () => fail(new FetchRefusedError('UNREACHABLE', `The answer from ${host} broke off`)));
      },
    );
    const timer = setTimeout(
      () =>
        fail(
          new FetchRefusedError('TIMEOUT', `${host} did not answer within ${Math.round(options.timeoutMs / 1000)} s`),
        ),
      remaining,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof FetchRefusedError) return fail(error);
      const code = error.code ?? (error as { cause?: { code?: string } }).cause?.code;
      // Refused, reset, timed out and not speaking HTTP all read the same: the text never tells whether a port is open.
      if (code && OFFLINE_CODES.has(code))
        return fail(new FetchRefusedError('OFFLINE', `${host} could not be reached (${code})`));
      fail(new FetchRefusedError('UNREACHABLE', `${host} could not be reached`));
    });
    request.end();
  });
}

function tooLarge(host: string, maxBytes: number) {
  return new FetchRefusedError(
    'TOO_LARGE',
    `The answer from ${host} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; it was not read.`,
  );
}

/** GET `address` with the public-address rule, the byte cap and the time cap; follows up to 5 redirects, each checked. */
export async function fetchPublic(address: string, options: FetchPublicOptions): Promise<PublicResponse> {
  const allowed = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()));
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefusedError('BAD_URL', 'The address is not a valid URL');
  }
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FetchRefusedError('BAD_URL', 'Only http and https addresses can be fetched');
    if (url.username || url.password)
      throw new FetchRefusedError('BAD_URL', 'Addresses with a user name or password cannot be fetched');
    const answer = await requestOnce(url, options, allowed, deadline);
    if (answer.location === null)
      return { status: answer.status, url: url.href, contentType: answer.contentType, body: answer.body };
    try {
      url = new URL(answer.location, url);
    } catch {
      throw new FetchRefusedError('BAD_URL', 'The server redirected to an invalid address');
    }
  }
  throw new FetchRefusedError('TOO_MANY_REDIRECTS', 'Too many redirects');
}

/** The body as text in the charset the server named (UTF-8 when unnamed or unknown). */
export function decodeBody(response: Pick<PublicResponse, 'body' | 'contentType'>): string {
  const charset = /charset=["']?([\w-]+)/i.exec(response.contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}
