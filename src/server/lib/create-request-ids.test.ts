import { describe, expect, it } from 'vitest';
import { createRequestIds } from './create-request-ids.ts';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('createRequestIds', () => {
  it('gives ids shaped like a UUID, each different, counting in the last twelve digits', () => {
    const next = createRequestIds('0123abcd-0000-4000-8000-');
    const ids = Array.from({ length: 300 }, next);
    expect(ids.every((id) => UUID_SHAPE.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(300);
    expect(ids[0]).toBe('0123abcd-0000-4000-8000-000000000001');
    expect(ids[255]).toBe('0123abcd-0000-4000-8000-000000000100');
  });

  it('draws a random prefix per process, so two servers do not give the same ids', () => {
    const first = createRequestIds()();
    const second = createRequestIds()();
    expect(first).toMatch(UUID_SHAPE);
    expect(second).toMatch(UUID_SHAPE);
    expect(first.slice(0, 24)).not.toBe(second.slice(0, 24));
  });
});
