import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { rejectUnsafeUrl } from './validate.ts';

const refusal = (href: string) => {
  try {
    rejectUnsafeUrl(href);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.message : String(error);
  }
};

describe('rejectUnsafeUrl', () => {
  it.each([
    ['http://127.0.0.1/api/formulas', null],
    ['http://127.0.0.1/api/materials/search?q=lin&limit=20', null],
    ['http://127.0.0.1/api/materials/search?q=rose%20oxide', null],
    ['http://127.0.0.1/api/formulas/%E2%82%AC', null],
    ['http://127.0.0.1/api/formulas/a%00b', 'Invalid path: contains a NUL character'],
    ['http://127.0.0.1/api/formulas?q=a%00', 'Invalid query: q: contains a NUL character'],
    ['http://127.0.0.1/api/formulas/%ED%A0%80', 'Invalid path: is not valid percent-encoding'],
    // The query's parser turns an encoded surrogate into U+FFFD: storable.
    ['http://127.0.0.1/api/formulas?q=%ED%A0%80', null],
    ['http://127.0.0.1/api/formulas/%E0%A4%A', 'Invalid path: is not valid percent-encoding'],
    // Unencoded: the URL parser encodes a NUL and replaces a lone surrogate, as it always did.
    ['http://127.0.0.1/api/formulas/a\u0000b', 'Invalid path: contains a NUL character'],
  ])('%s → %s', (href, expected) => {
    expect(refusal(href)).toBe(expected);
  });
});
