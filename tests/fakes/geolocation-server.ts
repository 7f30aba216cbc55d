import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGeolocationServer = {
  /** The URL template an admin would type: http://127.0.0.1:PORT/{ip}/json/ */
  template: string;
  /** The addresses asked about, in order. */
  lookups: () => string[];
  close: () => Promise<void>;
};

/**
 * An IP-geolocation service on loopback (ipapi.co's answer shape: country_name, city, region, latitude, longitude,
 * timezone). `delayMs` makes it slow, to test the 3 s time cap; `/0.0.0.0`-style unknowns answer 404.
 */
export async function startFakeGeolocationServer(options: { delayMs?: number } = {}): Promise<FakeGeolocationServer> {
  const lookups: string[] = [];
  const server = http.createServer((request, response) => {
    const address = decodeURIComponent(/^\/([^/]+)\/json\/?$/.exec(request.url ?? '')?.[1] ?? '');
    lookups.push(address);
    const timer = setTimeout(() => {
      if (!address) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end('{"error":true}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ip: address,
          city: 'Grasse',
          region: "Provence-Alpes-Côte d'Azur",
          country_name: 'France',
          latitude: 43.6589,
          longitude: 6.9236,
          timezone: 'Europe/Paris',
        }),
      );
    }, options.delayMs ?? 0);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    template: `http://127.0.0.1:${(server.address() as AddressInfo).port}/{ip}/json/`,
    lookups: () => [...lookups],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
