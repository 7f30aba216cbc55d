import { describe, expect, it } from 'vitest';
import { ApiError, isClientError } from './api.ts';
import { createQueryClient } from './query-client.ts';

const defaults = createQueryClient().getDefaultOptions();
const retryQuery = defaults.queries?.retry as (failureCount: number, error: Error) => boolean;

describe('the query client retries a failed query once, never a refused one', () => {
  it.each([
    ['a 422 (invalid input)', new ApiError(422, 'VALIDATION_ERROR', 'Bad value'), 0, false],
    ['a 401 (no session)', new ApiError(401, 'UNAUTHORIZED', 'Sign in'), 0, false],
    ['a 404', new ApiError(404, 'NOT_FOUND', 'Not found'), 0, false],
    ['a 500, first failure', new ApiError(500, 'INTERNAL', 'Down'), 0, true],
    ['a 500, second failure', new ApiError(500, 'INTERNAL', 'Down'), 1, false],
    ['a network failure, first failure', new TypeError('Failed to fetch'), 0, true],
  ])('%s: retry is %s', (_label, error, failureCount, expected) => {
    expect(retryQuery(failureCount, error)).toBe(expected);
  });

  it('never retries a mutation', () => {
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('isClientError', () => {
  it.each([
    [new ApiError(400, 'BAD', 'x'), true],
    [new ApiError(499, 'X', 'x'), true],
    [new ApiError(500, 'X', 'x'), false],
    [new ApiError(503, 'X', 'x'), false],
    [new Error('plain'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isClientError(error)).toBe(expected);
  });
});
