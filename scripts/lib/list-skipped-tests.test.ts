import { describe, expect, it } from 'vitest';
import {
  listSkippedPlaywrightTests,
  listSkippedTests,
  DID_NOT_RUN,
  NO_REASON,
  type PlaywrightJsonReport,
  type VitestJsonReport,
} from './list-skipped-tests.ts';

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
      assertionResults: [
        // A skipped `it` inside a describe that runs: the reason is the test's own title, not the describe's.
        {
          ancestorTitles: ['markets API'],
          title: 'imports the Proposition 65 list (needs ca-prop65-oehha)',
          status: 'skipped',
        },
        { ancestorTitles: ['markets API'], title: 'lists the markets', status: 'passed' },
      ],
    },
    {
      name: '/repo/src/server/reliability/backups.test.ts',
      assertionResults: [{ ancestorTitles: ['backups (PGlite only)'], title: 'restores', status: 'pending' }],
    },
    { name: '/repo/src/domain/a.test.ts', assertionResults: [{ ancestorTitles: ['x'], title: 'y', status: 'failed' }] },
    { name: '/elsewhere/b.test.ts', assertionResults: [{ ancestorTitles: ['later'], title: 'soon', status: 'todo' }] },
  ],
};

describe('listSkippedTests', () => {
  it('lists each group of skipped tests with its file, the title that gives its reason and how many tests', () => {
    expect(listSkippedTests(report, '/repo')).toEqual([
      'src/server/features/materials/materials.test.ts: over the full import (needs ../shared/data) (2 tests)',
      'src/server/features/markets/markets.test.ts: imports the Proposition 65 list (needs ca-prop65-oehha) (1 test)',
      'src/server/reliability/backups.test.ts: backups (PGlite only) (1 test)',
      `/elsewhere/b.test.ts: soon ${NO_REASON} (1 test)`,
    ]);
  });

  it('does not take a parenthesis inside a title, or one that gives no need, for a reason', () => {
    const titles = ['formulas (issue 17) on real data', 'a (draft) test'];
    const lines = listSkippedTests(
      {
        testResults: [
          {
            name: 'f.test.ts',
            assertionResults: [{ ancestorTitles: titles.slice(0, 1), title: titles[1]!, status: 'skipped' }],
          },
        ],
      },
      '/repo',
    );
    expect(lines).toEqual([`f.test.ts: a (draft) test ${NO_REASON} (1 test)`]);
  });

  it('lists nothing for a report without skipped tests or without results', () => {
    expect(listSkippedTests({ testResults: [report.testResults![3]!] }, '/repo')).toEqual([]);
    expect(listSkippedTests({}, '/repo')).toEqual([]);
  });
});

describe('listSkippedPlaywrightTests', () => {
  const playwright: PlaywrightJsonReport = {
    suites: [
      {
        title: 'clp-label.spec.ts',
        file: 'clp-label.spec.ts',
        specs: [
          {
            title: 'prints a label',
            file: 'clp-label.spec.ts',
            tests: [
              {
                status: 'skipped',
                annotations: [],
                results: [{ annotations: [{ type: 'skip', description: 'Skipped: needs ../shared/data' }] }],
              },
            ],
          },
          { title: 'opens', tests: [{ status: 'expected', annotations: [] }] },
        ],
        suites: [
          {
            title: 'inner',
            specs: [
              {
                title: 'quietly skipped',
                tests: [{ status: 'skipped', annotations: [{ type: 'skip' }], results: [{ annotations: [] }] }],
              },
              // A test of a project whose dependency failed: Playwright reports it skipped, with no result.
              { title: 'after the data update', tests: [{ status: 'skipped', annotations: [], results: [] }] },
            ],
          },
        ],
      },
    ],
  };

  it('lists every skipped test with its file, title and the reason its skip annotation gives', () => {
    expect(listSkippedPlaywrightTests(playwright, '/repo')).toEqual([
      'clp-label.spec.ts: prints a label: Skipped: needs ../shared/data (1 test)',
      `clp-label.spec.ts: quietly skipped: ${NO_REASON} (1 test)`,
      `clp-label.spec.ts: after the data update: ${DID_NOT_RUN} (1 test)`,
    ]);
    expect(listSkippedPlaywrightTests({}, '/repo')).toEqual([]);
  });
});
