import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

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

/**
 * Who may be called: `public` (an address a user typed) refuses every non-public address but `allowedHosts`, at
 * connect time and on every redirect; `any` (an address the administrator configured: the instance's AI endpoint,
 * Stripe, a mirror) only bounds the answer.
 */
export type AddressRule = { addresses: 'public'; allowedHosts?: readonly string[] } | { addresses: 'any' };

type Exchange = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, decompressed and counted: it errors with TOO_LARGE past the cap and TIMEOUT past the deadline. */
  body: NodeJS.ReadableStream & { destroy(error?: Error): void };
};

const timeoutError = (host: string, timeoutMs: number) =>
  new FetchRefusedError('TIMEOUT', `${host} did not answer within ${Math.round(timeoutMs / 1000)} s`);

/**
 * One HTTP exchange under the rule, the byte cap and the deadline. Resolves at the response's head; the body
 * stream it hands over stays under the same cap and deadline (a stream that outlives them errors and closes the
 * socket). Redirects are not followed here.
 */
function exchangeOnce(
  url: URL,
  request: { method: string; headers: Record<string, string>; body?: Buffer },
  limits: { maxBytes: number; timeoutMs: number; deadline: number; signal?: AbortSignal | null },
  rule: AddressRule,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const host = url.host;
    const allowed = new Set(rule.addresses === 'public' ? (rule.allowedHosts ?? []).map((h) => h.toLowerCase()) : []);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address never goes through lookup: check it here.
    if (rule.addresses === 'public' && net.isIP(literal) && !isAllowed(literal, allowed))
      return reject(new FetchRefusedError('NOT_ALLOWED', NOT_ALLOWED_MESSAGE(host)));
    const remaining = limits.deadline - Date.now();
    if (remaining <= 0) return reject(timeoutError(host, limits.timeoutMs));
    if (limits.signal?.aborted) return reject(limits.signal.reason ?? new Error('aborted'));
    const transport = url.protocol === 'https:' ? https : http;
    let headDone = false;
    let body: Exchange['body'] | null = null;
    const finish = (error: Error) => {
      clearTimeout(timer);
      limits.signal?.removeEventListener('abort', onAbort);
      if (!headDone) {
        headDone = true;
        reject(error);
      } else if (body) body.destroy(error);
      outgoing.destroy();
    };
    const onAbort = () => finish(limits.signal?.reason instanceof Error ? limits.signal.reason : new Error('aborted'));
    const outgoing = transport.request(
      url,
      {
        method: request.method,
        headers: { 'accept-encoding': 'gzip, deflate, br', ...request.headers },
        ...(rule.addresses === 'public'
          ? { lookup: guardedLookup(host, allowed) as unknown as typeof dns.lookup }
          : {}),
        agent: false,
      },
      (response) => {
        const declared = Number(response.headers['content-length']);
        const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
        if (!encoding && Number.isFinite(declared) && declared > limits.maxBytes)
          return finish(tooLarge(host, limits.maxBytes));
        // Counted after decompression: a small gzip of a huge answer is as large as the answer.
        const decoder =
          encoding === 'gzip' || encoding === 'x-gzip'
            ? zlib.createGunzip()
            : encoding === 'deflate'
              ? zlib.createInflate()
              : encoding === 'br'
                ? zlib.createBrotliDecompress()
                : null;
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            if (size > limits.maxBytes) return callback(tooLarge(host, limits.maxBytes));
            callback(null, chunk);
          },
        });
        if (decoder) response.pipe(decoder).pipe(counter);
        else response.pipe(counter);
        const broke = () => finish(new FetchRefusedError('UNREACHABLE', `The answer from ${host} broke off`));
        response.on('error', broke);
        response.on('aborted', broke);
        decoder?.on('error', () => finish(new FetchRefusedError('UNREACHABLE', `The answer from ${host} is corrupt`)));
        // However the body ends (read to the end, refused, cancelled by the reader), the socket and timer go with it.
        counter.on('close', () => {
          clearTimeout(timer);
          limits.signal?.removeEventListener('abort', onAbort);
          outgoing.destroy();
        });
        body = counter;
        headDone = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: counter });
      },
    );
    const timer = setTimeout(() => finish(timeoutError(host, limits.timeoutMs)), remaining);
    limits.signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof FetchRefusedError) return finish(error);
      if (headDone) return finish(new FetchRefusedError('UNREACHABLE', `The answer from ${host} broke off`));
      const code = error.code ?? (error as { cause?: { code?: string } }).cause?.code;
      // Refused, reset, timed out and not speaking HTTP all read the same: the text never tells whether a port is open.
      if (code && OFFLINE_CODES.has(code))
        return finish(new FetchRefusedError('OFFLINE', `${host} could not be reached (${code})`));
      finish(new FetchRefusedError('UNREACHABLE', `${host} could not be reached`));
    });
    outgoing.end(request.body);
  });
}

function tooLarge(host: string, maxBytes: number) {
  const size =
    maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.ceil(maxBytes / 1024)} kB`;
  return new FetchRefusedError('TOO_LARGE', `The answer from ${host} is larger than ${size}; it was not read.`);
}

/** The whole body under the cap (the stream enforces it). */
async function readAll(body: Exchange['body']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * The exchange with redirects followed (each hop under the rule), all under one deadline. 301-303 turn a POST into
 * a GET without body, as browsers do; 307 and 308 keep both.
 */
async function exchange(
  address: string | URL,
  request: { method: string; headers: Record<string, string>; body?: Buffer },
  options: { maxBytes: number; timeoutMs: number; maxRedirects?: number; signal?: AbortSignal | null },
  rule: AddressRule,
): Promise<Exchange & { url: string }> {
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefusedError('BAD_URL', 'The address is not a valid URL');
  }
  let current = request;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FetchRefusedError('BAD_URL', 'Only http and https addresses can be fetched');
    if (url.username || url.password)
      throw new FetchRefusedError('BAD_URL', 'Addresses with a user name or password cannot be fetched');
    const answer = await exchangeOnce(url, current, { ...options, deadline }, rule);
    const location = isRedirect(answer.status) ? answer.headers.location : undefined;
    if (location === undefined) return { ...answer, url: url.href };
    answer.body.destroy();
    try {
      url = new URL(location, url);
    } catch {
      throw new FetchRefusedError('BAD_URL', 'The server redirected to an invalid address');
    }
    if (answer.status <= 303 && current.method !== 'GET' && current.method !== 'HEAD')
      current = { method: 'GET', headers: withoutBodyHeaders(current.headers) };
  }
  throw new FetchRefusedError('TOO_MANY_REDIRECTS', 'Too many redirects');
}

function withoutBodyHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!['content-type', 'content-length', 'transfer-encoding'].includes(name.toLowerCase())) kept[name] = value;
  return kept;
}

/** GET `address` with the public-address rule, the byte cap and the time cap; follows up to 5 redirects, each checked. */
export async function fetchPublic(address: string, options: FetchPublicOptions): Promise<PublicResponse> {
  const answer = await exchange(address, { method: 'GET', headers: { ...options.headers } }, options, {
    addresses: 'public',
    allowedHosts: options.allowedHosts,
  });
  const body = await readAll(answer.body);
  return { status: answer.status, url: answer.url, contentType: String(answer.headers['content-type'] ?? ''), body };
}

export type BoundedFetchOptions = AddressRule & {
  /** Bytes of one answer's body, after decompression. */
  maxBytes: number;
  /** Milliseconds for one call, from the request to the body's last byte (a stream included). */
  timeoutMs: number;
  maxRedirects?: number;
};

/**
 * A `fetch` for libraries that take one (the AI SDK's providers, Stripe, the dataset download): every call is one
 * exchange under the address rule, the byte cap and the time cap, however the library reads the answer (JSON,
 * text, a stream). Past a cap the body errors with a FetchRefusedError and the socket is closed, so an endless or
 * huge answer costs at most the cap in memory. Failures reject with FetchRefusedError, whose text never says
 * whether a port is open.
 */
export function createBoundedFetch(options: BoundedFetchOptions): typeof fetch {
  const bounded = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await exchange(
      request.url,
      { method: request.method, headers, body },
      { ...options, signal: init?.signal ?? null },
      options,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // The body is handed over decompressed: its encoding and length no longer apply.
      if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, item);
    }
    const hasNoBody = request.method === 'HEAD' || [101, 204, 205, 304].includes(answer.status);
    if (hasNoBody) answer.body.destroy();
    const stream = hasNoBody ? null : (Readable.toWeb(answer.body as Readable) as ReadableStream<Uint8Array>);
    const response = new Response(stream, {
      status: answer.status < 200 || answer.status > 599 ? 502 : answer.status,
      headers: responseHeaders,
    });
    Object.defineProperty(response, 'url', { value: answer.url });
    return response;
  };
  return bounded as typeof fetch;
}
