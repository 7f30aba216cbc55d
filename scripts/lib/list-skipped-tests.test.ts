import { describe, expect, it } from 'vitest';
import { listSkippedTests, type VitestJsonReport } from './list-skipped-tests.ts';

const report: VitestJsonReport = {
  testResults: [
    {
      name: '/repo/src/server/features/materials/materials.test.ts',
      assertionResults: [
        { ancestorTitles: ['materials library'], title: 'lists', status: 'passed' },
        { ancestorTitles: ['over the full import (needs ../shared/data)'], title: 'a', status: 'skipped' },
        { ancestorTitles: ['over the full import (needs ../shared/data)', 'inner'], title: 'b', status: 'skipped' },
      ],
    },
    {
      name: '/repo/src/server/features/markets/markets.test.ts',
      assertionResults: [{ ancestorTitles: [], title: 'imports the Proposition 65 list', status: 'pending' }],
    },
    { name: '/repo/src/domain/a.test.ts', assertionResults: [{ ancestorTitles: ['x'], title: 'y', status: 'failed' }] },
    { name: '/elsewhere/b.test.ts', assertionResults: [{ ancestorTitles: [], title: 'later', status: 'todo' }] },
  ],
};

describe('listSkippedTests', () => {
  it('lists each group of skipped tests with its file, its reason and how many tests', () => {
    expect(listSkippedTests(report, '/repo')).toEqual([
      'src/server/features/materials/materials.test.ts: over the full import (needs ../shared/data) (2 tests)',
      'src/server/features/markets/markets.test.ts: imports the Proposition 65 list (1 test)',
      '/elsewhere/b.test.ts: later (1 test)',
    ]);
  });

  it('lists nothing for a report without skipped tests or without results', () => {
    expect(listSkippedTests({ testResults: [report.testResults![2]!] }, '/repo')).toEqual([]);
    expect(listSkippedTests({}, '/repo')).toEqual([]);
  });
});
