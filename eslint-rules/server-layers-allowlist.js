// @ts-check
// Exceptions to the server-layers rule (eslint-rules/server-layers.js), each with its reason. Remove an entry when
// its cycle is gone; the rule then fails on any new import that brings it back.

/**
 * The composition's type (`AppEnv` and its `Deps`): it names the service each feature builds, so it imports types from
 * features although it lives in lib/. Its imports are left out of the cycle check: every router takes `AppEnv`, so
 * counting them would make every area one cycle. Type imports only (the rule checks).
 */
export const COMPOSITION_TYPE = 'lib/app-context.ts';

/**
 * Area cycles still being removed (issue 29 item 2: the one material-access service moves the shared reads out of
 * these pairs). Imports between the two areas of a pair are not reported as cycles; every other cycle is.
 * @type {{ between: [string, string], issue: string }[]}
 */
export const ALLOWED_CYCLES = [
  {
    between: ['features/markets', 'features/regulatory'],
    issue:
      'issue 29: the compliance report assesses markets (issue 33 item 2) and the calendar builds reports; the shared per-report assessment moves down into one area next',
  },
  { between: ['features/intelligence', 'features/reference-data'], issue: 'issue 29 item 2 (s9-workspaces)' },
];
