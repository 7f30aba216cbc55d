import { describe, expect, it } from 'vitest';
import { reduceTrackedPath } from './reduce-tracked-path.ts';

describe('reduceTrackedPath: no id or token reaches a usage record, whatever the client sends', () => {
  it.each([
    // As the app sends them: kept.
    ['/', '/'],
    ['/(not-found)', '/(not-found)'],
    ['/pricing', '/pricing'],
    ['/regulatory-calendar', '/regulatory-calendar'],
    ['/materials/:id', '/materials/:id'],
    ['/batches/:id/make', '/batches/:id/make'],
    ['/legacy/professional-studio-v2', '/legacy/professional-studio-v2'],
    ['/tour/:step', '/tour/:step'],
    // From another client: ids and tokens become :param.
    ['/materials/4f3a9c1e-0000-4000-8000-000000000001', '/materials/:param'],
    ['/c/Xk3_9aQzLw0-pRt7', '/c/:param'],
    ['/reset-password/abcdefghijklmnopqrstuvwxyzabcdefghijklmnop', '/reset-password/:param'],
    ['/formulas/12345', '/formulas/:param'],
    ['/formulas/Secret Formula', '/formulas/:param'],
    ['/s/ABCDEF', '/s/:param'],
    ['/batches/42/make', '/batches/:param/make'],
    ['/pages/v12', '/pages/v12'],
    ['/batches/421/make', '/batches/:param/make'],
  ])('%s → %s', (path, expected) => {
    expect(reduceTrackedPath(path)).toBe(expected);
  });
});
