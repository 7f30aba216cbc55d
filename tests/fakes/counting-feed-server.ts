import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingFeedServer = {
  url: string;
  /** Requests received so far (each fetch of the feed). */
  hits: () => number;
  /** Requests received and not yet answered. */
  pending: () => number;
  close: () => Promise<void>;
};

/**
 * A news publisher on loopback that counts every fetch of its RSS feed and answers after `delayMs` with one new
 * article per fetch, so a test can tell how many times the news job really ran.
 */
export async function startCountingFeedServer(options: { delayMs?: number } = {}): Promise<CountingFeedServer> {
  let hits = 0;
  let pending = 0;
  const server = http.createServer((request, response) => {
    hits += 1;
    pending += 1;
    const hit = hits;
    setTimeout(() => {
      pending -= 1;
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Counting feed</title><link>http://127.0.0.1/</link><description>test</description>
<item><title>Vetiver harvest report ${hit}</title><link>http://127.0.0.1/articles/${hit}</link><pubDate>${new Date().toUTCString()}</pubDate><description>Haitian vetiver prices and yields, fetch ${hit}.</description></item>
</channel></rss>`);
    }, options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
    hits: () => hits,
    pending: () => pending,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
