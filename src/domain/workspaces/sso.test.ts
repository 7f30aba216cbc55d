import { describe, expect, it } from 'vitest';
import { EMAIL_DOMAIN_PATTERN, findEmailDomain, normalizeEmailDomain, normalizeIssuer } from './sso.ts';

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
