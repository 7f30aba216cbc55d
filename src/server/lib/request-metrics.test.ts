import { describe, expect, it } from 'vitest';
import { createRequestMetrics, percentile } from './request-metrics.ts';

describe('percentile', () => {
  it.each([
    [[], 0.5, 0],
    [[10], 0.99, 10],
    [[1, 2, 3, 4], 0.5, 2],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95, 10],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5, 5],
  ])('%j at %s is %s', (values, fraction, expected) => {
    expect(percentile(values, fraction)).toBe(expected);
  });
});

describe('request metrics', () => {
  const now = 1_000_000_000;
  it('summarises per route within the window, errors being 5xx', () => {
    const metrics = createRequestMetrics(100);
    metrics.record({ at: now - 2 * 3_600_000, method: 'GET', route: '/api/formulas', status: 200, ms: 999 });
    metrics.record({ at: now - 60_000, method: 'GET', route: '/api/formulas', status: 200, ms: 10 });
    metrics.record({ at: now - 50_000, method: 'GET', route: '/api/formulas', status: 500, ms: 30 });
    metrics.record({ at: now - 40_000, method: 'POST', route: '/api/formulas', status: 422, ms: 5 });
    const { routes, total } = metrics.summarise(now, 3_600_000);
    expect(total.requests).toBe(3);
    expect(routes[0]).toMatchObject({
      method: 'GET',
      route: '/api/formulas',
      requests: 2,
      errors: 1,
      errorRate: 0.5,
      p50: 10,
      p99: 30,
    });
    expect(routes[1]).toMatchObject({ method: 'POST', requests: 1, errors: 0 });
  });
  it('keeps only the newest records once full', () => {
    const metrics = createRequestMetrics(3);
    for (let index = 0; index < 5; index += 1)
      metrics.record({ at: now - 5 + index, method: 'GET', route: `/r${index}`, status: 200, ms: 1 });
    const { routes, since } = metrics.summarise(now, 3_600_000);
    expect(routes.map((route) => route.route).sort()).toEqual(['/r2', '/r3', '/r4']);
    expect(since).toBe(now - 3);
  });
});

describe('request metrics past the route keys it can tell apart', () => {
  it('counts the routes past the first 4,095 under one key, and every request still', () => {
    const metrics = createRequestMetrics(10_000);
    const now = 1_000_000_000;
    for (let index = 0; index < 5_000; index += 1)
      metrics.record({ at: now - 1_000, method: 'GET', route: `/r${index}`, status: 200, ms: 1 });
    const { routes, total } = metrics.summarise(now, 3_600_000);
    expect(total.requests).toBe(5_000);
    expect(routes).toHaveLength(4_096);
    expect(routes[0]).toMatchObject({ method: '', route: '(other routes)', requests: 905 });
  });
});
