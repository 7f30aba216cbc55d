import { describe, expect, it } from 'vitest';
import {
  DID_NOT_FINISH,
  firstLine,
  listFailedPlaywrightTests,
  listFailedTests,
  listFilesWithoutFailedTest,
  listUnhandledErrors,
} from './list-failed-tests.ts';

describe('listFailedTests (vitest JSON report)', () => {
  it.each([
    {
      case: 'a failed test, with its titles and the first line of its error',
      report: {
        testResults: [
          {
            name: '/repo/src/server/a.test.ts',
            status: 'failed',
            assertionResults: [
              { ancestorTitles: ['area'], title: 'passes', status: 'passed' },
              {
                ancestorTitles: ['area', 'inner'],
                title: 'fails',
                status: 'failed',
                failureMessages: ['\nAssertionError: expected 1 to be 2\n    at a.test.ts:3:1'],
              },
            ],
          },
        ],
      },
      expected: ['src/server/a.test.ts: area › inner › fails: AssertionError: expected 1 to be 2'],
    },
    {
      case: 'a file that failed to load has no failed test but is listed',
      report: { testResults: [{ name: '/repo/b.test.ts', status: 'failed', message: 'Cannot find module x' }] },
      expected: ['b.test.ts: the file failed: Cannot find module x'],
    },
    {
      case: 'a file whose worker stopped: no failed test, no message, its tests never ended',
      report: {
        testResults: [
          {
            name: '/repo/d.test.ts',
            status: 'failed',
            message: '',
            assertionResults: [{ ancestorTitles: [], title: 't', status: 'pending' }],
          },
        ],
      },
      expected: [`d.test.ts: the file failed: ${DID_NOT_FINISH}`],
    },
    {
      case: 'nothing failed',
      report: {
        testResults: [
          {
            name: '/repo/c.test.ts',
            status: 'passed',
            assertionResults: [{ ancestorTitles: [], title: 't', status: 'passed' }],
          },
        ],
      },
      expected: [],
    },
  ])('$case', ({ report, expected }) => {
    expect(listFailedTests(report, '/repo')).toEqual(expected);
  });
});

describe('listFilesWithoutFailedTest', () => {
  it('names the files that failed with no failed test, and not a file with a failed test or a passing one', () => {
    const report = {
      testResults: [
        {
          name: '/repo/stopped.test.ts',
          status: 'failed',
          assertionResults: [{ ancestorTitles: [], title: 'a', status: 'pending' }],
        },
        { name: '/repo/unloadable.test.ts', status: 'failed', message: 'Cannot find module x' },
        {
          name: '/repo/failing.test.ts',
          status: 'failed',
          assertionResults: [{ ancestorTitles: [], title: 'b', status: 'failed' }],
        },
        {
          name: '/repo/passing.test.ts',
          status: 'passed',
          assertionResults: [{ ancestorTitles: [], title: 'c', status: 'passed' }],
        },
      ],
    };
    expect(listFilesWithoutFailedTest(report)).toEqual(['/repo/stopped.test.ts', '/repo/unloadable.test.ts']);
  });
});

describe('listUnhandledErrors', () => {
  it.each([
    [{ name: 'Error', message: 'Worker exited unexpectedly' }, 'unhandled error: Error: Worker exited unexpectedly'],
    [
      { name: 'TypeError', message: 'TypeError: x is undefined\n  at a.ts:1' },
      'unhandled error: TypeError: x is undefined',
    ],
    [{ message: '' }, 'unhandled error: no message'],
  ])('%o → %s', (error, expected) => {
    expect(listUnhandledErrors([error])).toEqual([expected]);
  });
});

describe('listFailedPlaywrightTests', () => {
  it('lists failed and flaky tests with the first error, colours removed, and leaves passing ones out', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          file: 'tests/e2e/a.spec.ts',
          specs: [
            { title: 'passes', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
            {
              title: 'times out',
              tests: [
                {
                  status: 'unexpected',
                  results: [{ error: { message: '\u001b[31mTest timeout of 420000ms exceeded.\u001b[39m' } }],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'inner',
              specs: [
                {
                  title: 'flakes',
                  file: 'tests/e2e/b.spec.ts',
                  tests: [
                    {
                      status: 'flaky',
                      results: [{ error: { message: 'strict mode violation' } }, { status: 'passed' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(listFailedPlaywrightTests(report, '/repo')).toEqual([
      'tests/e2e/a.spec.ts: times out: Test timeout of 420000ms exceeded.',
      'tests/e2e/b.spec.ts: flakes (passed on a retry): strict mode violation',
    ]);
  });
});

describe('firstLine', () => {
  it.each([
    { message: undefined, expected: 'no message' },
    { message: '\n\n  second  \nthird', expected: 'second' },
    { message: 'x'.repeat(400), expected: `${'x'.repeat(299)}…` },
  ])('$message → $expected', ({ message, expected }) => {
    expect(firstLine(message)).toBe(expected);
  });
});
