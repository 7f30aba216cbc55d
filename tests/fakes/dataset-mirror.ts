import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type DatasetMirrorOptions = {
  /** Folder served as `/<dataset>/<file>` (../shared/data). */
  root: string;
  /** `dataset/file` paths served with one byte changed: a wrong checksum. */
  corrupt?: readonly string[];
  /** `dataset/file` → bytes after which the first full request is cut off (an interrupted download). */
  cutOff?: Readonly<Record<string, number>>;
  /** `dataset/file` paths served followed by endless padding, without a length (a hostile mirror). */
  endless?: readonly string[];
};

export type DatasetMirror = {
  url: string;
  requests: { path: string; range: string | null }[];
  close: () => Promise<void>;
};

/** A loopback mirror of the reference datasets, as a site would host one: HTTP Range requests answered with 206. */
export async function startDatasetMirror(options: DatasetMirrorOptions): Promise<DatasetMirror> {
  const requests: DatasetMirror['requests'] = [];
  const cutDone = new Set<string>();
  const server = http.createServer((request, response) => {
    const relative = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').replace(/^\/+/, '');
    const range = request.headers.range ?? null;
    requests.push({ path: relative, range });
    const file = path.resolve(options.root, relative);
    if (
      !file.startsWith(path.resolve(options.root) + path.sep) ||
      !fs.existsSync(file) ||
      !fs.statSync(file).isFile()
    ) {
      response.writeHead(404).end('not found');
      return;
    }
    let content = fs.readFileSync(file);
    if (options.corrupt?.includes(relative)) {
      content = Buffer.from(content);
      const middle = Math.floor(content.length / 2);
      content[middle] = (content[middle] ?? 0) ^ 0x20;
    }
    const match = range ? /^bytes=(\d+)-$/.exec(range) : null;
    const start = match ? Number(match[1]) : 0;
    if (start >= content.length && match) {
      response.writeHead(416, { 'content-range': `bytes */${content.length}` }).end();
      return;
    }
    const body = content.subarray(start);
    if (options.endless?.includes(relative)) {
      response.writeHead(200);
      response.write(body);
      const padding = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!response.destroyed && response.write(padding));
      };
      response.on('drain', pump);
      pump();
      return;
    }
    response.writeHead(match ? 206 : 200, {
      'content-length': String(body.length),
      'accept-ranges': 'bytes',
      ...(match ? { 'content-range': `bytes ${start}-${content.length - 1}/${content.length}` } : {}),
    });
    const cut = options.cutOff?.[relative];
    if (cut !== undefined && !match && !cutDone.has(relative)) {
      cutDone.add(relative);
      response.write(body.subarray(0, cut), () => setTimeout(() => response.destroy(), 20));
      return;
    }
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
