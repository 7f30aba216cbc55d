import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the few Stripe API calls Sillage makes (Checkout sessions, portal sessions, retrieving
 * a subscription or a customer). The real `stripe` SDK talks to it (STRIPE_API_BASE); no request leaves the machine.
 * Tests seed the subscriptions and customers it answers with, and read back the requests it received.
 */
export type FakeStripe = {
  url: string;
  requests: { method: string; path: string; body: URLSearchParams }[];
  subscriptions: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
};

/** A subscription object as Stripe's API returns it (the fields Sillage reads). */
export function buildFakeSubscription(input: {
  id: string;
  customer: string;
  status?: string;
  priceId: string;
  periodEnd: number;
  metadata?: Record<string, string>;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          price: { id: input.priceId, object: 'price' },
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  let counter = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const body = new URLSearchParams(raw);
      requests.push({ method: request.method ?? 'GET', path, body });
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const notFound = () =>
        send(404, { error: { type: 'invalid_request_error', message: `No such object: ${path}` } });
      if (!request.headers.authorization?.startsWith('Bearer sk_'))
        return send(401, { error: { type: 'authentication_error', message: 'Invalid API key' } });
      counter += 1;
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: body.get('mode'),
          url: `https://checkout.stripe.test/pay/${id}`,
        });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${counter}`,
          object: 'billing_portal.session',
          customer: body.get('customer'),
          url: `https://billing.stripe.test/session/${counter}`,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && subscription) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]!));
        return found ? send(200, found) : notFound();
      }
      const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && customer) {
        const found = customers.get(decodeURIComponent(customer[1]!));
        return found ? send(200, found) : notFound();
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    customers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
