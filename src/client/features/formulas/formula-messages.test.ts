import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { describeFormulaLoadError } from './formula-messages.ts';

// Texts verbatim from spec section 8 (Formulas).
describe('describeFormulaLoadError', () => {
  it.each([
    [new ApiError(401, 'UNAUTHORIZED', 'x'), 'Please sign in to use formula features.'],
    [
      new ApiError(403, 'FORBIDDEN', 'The database refused this request (permission denied).', { sqlState: '42501' }),
      'You do not have permission to access formulas. Please check your account permissions.',
    ],
    [new ApiError(403, 'FORBIDDEN', 'Not yours'), 'You do not have permission to access formula data'],
    [
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'updating', { sqlState: '42P01' }),
      'Database configuration is being updated. Please try again in a moment.',
    ],
    [new Error('Network down'), 'Failed to load formulas: Network down'],
  ])('%s reads %s', (error, expected) => {
    expect(describeFormulaLoadError(error)).toBe(expected);
  });
});
