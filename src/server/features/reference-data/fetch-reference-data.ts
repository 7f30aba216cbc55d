import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  describeTransfer,
  listFilesToFetch,
  type ManifestDataset,
  type ManifestFile,
} from '../../../domain/reference-data/dataset-manifest.ts';
import { assertFetchableHost, createBoundedFetch } from '../../lib/fetch-public.ts';

export type FileProgress = {
  dataset: string;
  file: string;
  bytes: number;
  received: number;
  bytesPerSecond: number;
  secondsLeft: number | null;
  status: 'waiting' | 'downloading' | 'verified' | 'failed';
  message?: string;
};

export type DatasetFetchResult = {
  dataset: string;
  status: 'fetched' | 'failed';
  message: string;
  isOffline?: boolean;
};

export type FetchReferenceDataOptions = {
  datasets: readonly ManifestDataset[];
  /** A mirror holding `<dataset>/<file>` under the same names (`--from`, REFERENCE_DATA_URL); else each file's source. */
  baseUrl: string | null;
  /** Folder the datasets land in, one sub-folder each (`DATA_DIR/reference-data`). */
  targetDir: string;
  onProgress?: (files: readonly FileProgress[]) => void;
  /** Hosts that may be private (FETCH_ALLOWED_HOSTS): every other address must be public, as for fetchPublic. */
  allowedHosts?: readonly string[];
  /** Stops the downloads (the job was cancelled or lost). */
  signal?: AbortSignal;
  /** Injected in tests; otherwise the bounded fetch (boundedDownloadFetch), one per file. */
  fetchImpl?: typeof fetch;
};

/** How long one file's download may take: the largest datasets on a slow line. */
const DOWNLOAD_TIMEOUT_MS = 2 * 60 * 60 * 1000;

/**
 * The fetch of one file: public addresses only (unless allowed), checked at connect time and on redirects, and never
 * more bytes than the manifest pins for the file, so a source or mirror that sends more is cut off, not stored.
 */
export function boundedDownloadFetch(file: ManifestFile, allowedHosts: readonly string[]): typeof fetch {
  const bounded = createBoundedFetch({
    addresses: 'public',
    allowedHosts,
    maxBytes: file.bytes,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  // Bytes as stored (a range resumes them): no content encoding.
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    bounded(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), 'accept-encoding': 'identity' },
    })) as typeof fetch;
}

/** Where a partly downloaded dataset waits until every file of it is verified. */
export function incomingDir(targetDir: string, dataset: string): string {
  return path.join(targetDir, '.incoming', dataset);
}

export function buildFileUrl(baseUrl: string | null, dataset: string, file: ManifestFile): string | null {
  if (baseUrl) return `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(dataset)}/${encodeURIComponent(file.name)}`;
  return file.sourceUrl;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

async function sizeOf(file: string): Promise<number> {
  return fsp.stat(file).then(
    (stat) => stat.size,
    () => -1,
  );
}

function isNetworkError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    error instanceof TypeError &&
    ['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'ETIMEDOUT', 'ECONNRESET', undefined].includes(
      cause?.code,
    )
  );
}

/**
 * Downloads one file into the dataset's incoming folder, resuming a partial download with an HTTP Range
 * request, then checks its size and SHA-256: a file that does not match is deleted and refused.
 */
async function fetchFile(
  url: string,
  file: ManifestFile,
  folder: string,
  progress: FileProgress,
  report: () => void,
  fetchImpl: typeof fetch,
  signal?: AbortSignal,
): Promise<void> {
  const done = path.join(folder, file.name);
  if ((await sizeOf(done)) === file.bytes && (await hashFile(done)) === file.sha256) {
    Object.assign(progress, { received: file.bytes, status: 'verified' });
    report();
    return;
  }
  const part = `${done}.part`;
  let offset = Math.max(0, await sizeOf(part));
  if (offset > file.bytes) {
    await fsp.rm(part, { force: true });
    offset = 0;
  }
  const started = performance.now();
  progress.status = 'downloading';
  progress.received = offset;
  report();
  if (offset < file.bytes) {
    const response = await fetchImpl(url, { headers: offset > 0 ? { range: `bytes=${offset}-` } : {}, signal });
    if (response.status === 416) {
      await response.body?.cancel();
    } else if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`${file.name}: the server answered ${response.status} ${response.statusText}.`);
    } else {
      const isResumed = response.status === 206;
      if (!isResumed) offset = 0;
      progress.received = offset;
      // Each chunk is written (synchronously: the body is never paused, which undici mishandles when an HTTP/1.0
      // server closes the socket) before the next is read, so a cut connection keeps every byte received.
      const out = fs.openSync(part, isResumed ? 'a' : 'w');
      let sessionBytes = 0;
      let lastReport = 0;
      try {
        for await (const chunk of response.body) {
          fs.writeSync(out, chunk);
          sessionBytes += chunk.byteLength;
          progress.received = offset + sessionBytes;
          const now = performance.now();
          if (now - lastReport > 200) {
            lastReport = now;
            const transfer = describeTransfer(sessionBytes, file.bytes - offset, (now - started) / 1000);
            progress.bytesPerSecond = transfer.bytesPerSecond;
            progress.secondsLeft = transfer.secondsLeft;
            report();
          }
        }
      } catch (error) {
        throw new Error(
          `${file.name}: the connection was cut after ${offset + sessionBytes} of ${file.bytes} bytes (${(error as Error).message}); the next try resumes there.`,
          { cause: error },
        );
      } finally {
        fs.closeSync(out);
      }
    }
  }
  const size = await sizeOf(part);
  const digest = size === file.bytes ? await hashFile(part) : null;
  if (digest !== file.sha256) {
    await fsp.rm(part, { force: true });
    throw new Error(
      size === file.bytes
        ? `${file.name} fails the checksum (SHA-256 ${digest?.slice(0, 12)}…, expected ${file.sha256.slice(0, 12)}…): refused.`
        : `${file.name} has ${size} bytes where ${file.bytes} were expected: refused.`,
    );
  }
  await fsp.rename(part, done);
  Object.assign(progress, { received: file.bytes, status: 'verified', secondsLeft: 0 });
  report();
}

/**
 * Fetches datasets from their pinned sources or a mirror. A dataset lands in `targetDir/<id>` only once every
 * one of its files is verified (the previous copy, if any, is replaced whole); a failure leaves the verified
 * files and the partial one in `.incoming` for the next try to resume, and nothing in `targetDir/<id>` changes.
 */
export async function fetchReferenceData(
  options: FetchReferenceDataOptions,
): Promise<{ results: DatasetFetchResult[]; files: FileProgress[] }> {
  const plans = options.datasets.map((dataset) => ({
    dataset,
    ...listFilesToFetch(dataset, options.baseUrl !== null),
  }));
  const files: FileProgress[] = plans.flatMap(({ dataset, files: list }) =>
    list.map((file) => ({
      dataset: dataset.id,
      file: file.name,
      bytes: file.bytes,
      received: 0,
      bytesPerSecond: 0,
      secondsLeft: null,
      status: 'waiting' as const,
    })),
  );
  const report = () => options.onProgress?.(files);
  report();
  const results: DatasetFetchResult[] = [];
  for (const { dataset, files: list, missing } of plans) {
    const progressOf = (name: string) => files.find((item) => item.dataset === dataset.id && item.file === name);
    if (missing.length > 0) {
      results.push({
        dataset: dataset.id,
        status: 'failed',
        message: `${missing.map((file) => file.name).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no public address (converted for this project): fetch from a mirror (--from or REFERENCE_DATA_URL) or upload the files.`,
      });
      for (const file of list)
        Object.assign(progressOf(file.name) ?? {}, { status: 'failed', message: 'Needs a mirror.' });
      continue;
    }
    const folder = incomingDir(options.targetDir, dataset.id);
    await fsp.mkdir(folder, { recursive: true });
    try {
      for (const file of list) {
        const progress = progressOf(file.name);
        const url = buildFileUrl(options.baseUrl, dataset.id, file);
        if (!progress || !url) continue;
        try {
          await assertFetchableHost(url, options.allowedHosts ?? []);
          const fetchImpl = options.fetchImpl ?? boundedDownloadFetch(file, options.allowedHosts ?? []);
          await fetchFile(url, file, folder, progress, report, fetchImpl, options.signal);
        } catch (error) {
          Object.assign(progress, { status: 'failed', message: (error as Error).message });
          report();
          throw error;
        }
      }
      const destination = path.join(options.targetDir, dataset.id);
      const previous = `${destination}.previous`;
      await fsp.rm(previous, { recursive: true, force: true });
      await fsp.rename(destination, previous).catch(() => undefined);
      await fsp.rename(folder, destination);
      await fsp.rm(previous, { recursive: true, force: true });
      results.push({
        dataset: dataset.id,
        status: 'fetched',
        message: `${list.length} file${list.length === 1 ? '' : 's'} verified.`,
      });
    } catch (error) {
      const offline = isNetworkError(error);
      results.push({
        dataset: dataset.id,
        status: 'failed',
        isOffline: offline,
        message: offline
          ? `The server cannot reach the data source (${(error as Error).message}): it looks offline. Use a mirror, or upload the files.`
          : (error as Error).message,
      });
    }
  }
  report();
  return { results, files };
}
