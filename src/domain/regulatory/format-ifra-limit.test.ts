import { describe, expect, it } from 'vitest';
import { formatIfraLimit, type IfraLimitCell, type IfraStandardKind } from './format-ifra-limit.ts';

const restriction: IfraStandardKind = { isProhibition: false, isSpecification: false };

describe('formatIfraLimit', () => {
  it.each<[string, IfraLimitCell | null | undefined, IfraStandardKind | undefined, string]>([
    ['a limit, as the Standard writes it', { limitKind: 'limit', maxPercent: 0.6 }, restriction, '0.6%'],
    ['a limit with four decimals is not rounded', { limitKind: 'limit', maxPercent: 0.0024 }, undefined, '0.0024%'],
    ['a tiny limit never in exponent form', { limitKind: 'limit', maxPercent: 0.0000005 }, undefined, '0.0000005%'],
    ['a whole-number limit', { limitKind: 'limit', maxPercent: 12 }, undefined, '12%'],
    ['a 0% limit is a prohibition', { limitKind: 'limit', maxPercent: 0 }, undefined, 'Prohibited'],
    ['a limit without its number', { limitKind: 'limit', maxPercent: null }, undefined, '—'],
    ['no restriction', { limitKind: 'no_restriction', maxPercent: null }, undefined, 'No restriction'],
    ['prohibited', { limitKind: 'prohibited', maxPercent: null }, undefined, 'Prohibited'],
    ['see the Notebox', { limitKind: 'see_notebox', maxPercent: null }, undefined, 'See note'],
    ['no cell on a prohibition Standard', undefined, { isProhibition: true, isSpecification: false }, 'Prohibited'],
    ['no cell on a specification Standard', null, { isProhibition: false, isSpecification: true }, 'Specification'],
    ['no cell on a restriction Standard', undefined, restriction, '—'],
    ['no cell and no Standard', undefined, undefined, '—'],
    ['an unknown kind', { limitKind: 'none', maxPercent: null }, undefined, '—'],
  ])('%s', (_name, cell, standard, expected) => {
    expect(formatIfraLimit(cell, standard)).toBe(expected);
  });
});
