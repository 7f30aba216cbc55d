// @ts-check
// Exceptions to the server-layers rule (eslint-rules/server-layers.js), each with its reason. There is no allowed
// cycle between areas any more (issue 29): the rule fails on every import that closes one.

/**
 * The composition's type (`AppEnv` and its `Deps`): it names the service each feature builds, so it imports types from
 * features although it lives in lib/. Its imports are left out of the cycle check: every router takes `AppEnv`, so
 * counting them would make every area one cycle. Type imports only (the rule checks).
 */
export const COMPOSITION_TYPE = 'lib/app-context.ts';
