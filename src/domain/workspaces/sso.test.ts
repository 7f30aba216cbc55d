import { describe, expect, it } from 'vitest';
import {
  DOMAIN_PROOF_PREFIX,
  EMAIL_DOMAIN_PATTERN,
  findEmailDomain,
  hasDomainProof,
  normalizeEmailDomain,
  normalizeIssuer,
} from './sso.ts';

describe('normalizeEmailDomain', () => {
  it.each([
    ['Acme.COM', 'acme.com'],
    ['  @acme.fr ', 'acme.fr'],
    ['labo.maison-clef.fr', 'labo.maison-clef.fr'],
  ])('%s → %s', (input, expected) => expect(normalizeEmailDomain(input)).toBe(expected));
});

describe('EMAIL_DOMAIN_PATTERN', () => {
  it.each([
    ['acme.com', true],
    ['labo.maison-clef.fr', true],
    ['localhost', false],
    ['acme', false],
    ['-acme.com', false],
    ['acme..com', false],
    ['acme.com/evil', false],
    ['ac me.com', false],
  ])('%s → %s', (domain, expected) => expect(EMAIL_DOMAIN_PATTERN.test(domain)).toBe(expected));
});

describe('findEmailDomain', () => {
  it.each([
    ['Jeanne@Acme.com', 'acme.com'],
    ['a@b@acme.com', 'acme.com'],
    ['jeanne@sub.acme.com', 'sub.acme.com'],
    ['no-at-sign', null],
    ['@acme.com', null],
    ['jeanne@', null],
  ])('%s → %s', (email, expected) => expect(findEmailDomain(email)).toBe(expected));
});

describe('normalizeIssuer', () => {
  it.each([
    ['https://id.acme.com/', 'https://id.acme.com'],
    [' https://id.acme.com/realms/x// ', 'https://id.acme.com/realms/x'],
  ])('%s → %s', (input, expected) => expect(normalizeIssuer(input)).toBe(expected));
});

describe('hasDomainProof', () => {
  const expected = `${DOMAIN_PROOF_PREFIX}abc123XYZ`;
  it.each([
    ['the record alone', [['sillage-verification=abc123XYZ']], true],
    ['among other records', [['v=spf1 -all'], ['sillage-verification=abc123XYZ']], true],
    ['split into character-strings', [['sillage-verification=', 'abc123XYZ']], true],
    ['with surrounding spaces', [[' sillage-verification=abc123XYZ ']], true],
    ['no record', [], false],
    ['another token', [['sillage-verification=abc123XYY']], false],
    ['another case', [['sillage-verification=ABC123XYZ']], false],
    ['the token without the prefix', [['abc123XYZ']], false],
    ['the token inside a longer record', [['x sillage-verification=abc123XYZ']], false],
  ] as const)('%s: %s', (_, records, proven) => {
    expect(hasDomainProof(records, expected)).toBe(proven);
  });
});
