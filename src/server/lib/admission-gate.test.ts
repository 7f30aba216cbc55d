import { describe, expect, it } from 'vitest';
import { createAdmissionGate, findHeavyLane } from './admission-gate.ts';

const ID = '3f2a9c1e-0000-4000-8000-000000000001';

describe('findHeavyLane (issue 34: which requests wait their turn, in which lane)', () => {
  it.each([
    ['GET', '/api/formulas/verdicts', null],
    ['GET', `/api/formulas/${ID}`, 'formulas'],
    ['PUT', `/api/formulas/${ID}`, 'formulas'],
    ['GET', `/api/formulas/${ID}/certificate.pdf`, 'formulas'],
    ['GET', `/api/formulas/${ID}/sds.pdf`, 'formulas'],
    ['GET', `/api/formulas/${ID}/clp-label.pdf`, 'formulas'],
    ['GET', '/api/batches/b1/label.pdf', 'formulas'],
    ['POST', '/api/compliance/report', 'formulas'],
    // The list, "Show more", both searches and the rest are never held.
    ['GET', '/api/formulas/summaries', null],
    ['GET', '/api/formulas/summaries?q=berg', null],
    ['GET', '/api/materials/search', null],
    ['GET', '/api/formulas', null],
    ['POST', '/api/formulas', null],
    ['DELETE', `/api/formulas/${ID}`, null],
    ['GET', '/api/auth/get-session', null],
    ['GET', '/api/health', null],
  ] as const)('%s %s → %s', (method, path, lane) => {
    expect(findHeavyLane(method, path)).toBe(lane);
  });
});

describe('createAdmissionGate', () => {
  it('runs at most `limit` tasks at once, the others in the order they came, and frees a place on failure', async () => {
    const gate = createAdmissionGate(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const task = (id: number, fail = false) =>
      gate.run(async () => {
        started.push(id);
        await new Promise<void>((resolve) => finish.push(resolve));
        if (fail) throw new Error(`task ${id} failed`);
        return id;
      });
    const results = [task(1, true), task(2), task(3), task(4)];
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    finish[0]!();
    await expect(results[0]).rejects.toThrow('task 1 failed');
    expect(started).toEqual([1, 2, 3]);
    finish[1]!();
    expect(await results[1]).toBe(2);
    expect(started).toEqual([1, 2, 3, 4]);
    finish[2]!();
    finish[3]!();
    expect(await Promise.all(results.slice(2))).toEqual([3, 4]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });
});
