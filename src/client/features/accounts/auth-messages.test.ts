import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, resolvePostSignInTarget, signInErrorMessage, signUpErrorMessage } from './auth-messages.ts';

describe('signInErrorMessage', () => {
  it.each([
    [{ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'Invalid email or password. Please try again.'],
    [{ code: 'EMAIL_NOT_VERIFIED', status: 403 }, 'Please confirm your email address before signing in.'],
    [{ status: 429 }, AUTH_MESSAGES.rateLimited],
    [{ code: 'SOMETHING_ELSE', status: 500 }, 'Failed to sign in'],
    [null, 'Failed to sign in'],
  ])('%j gives %s', (error, message) => {
    expect(signInErrorMessage(error)).toBe(message);
  });
});

describe('signUpErrorMessage', () => {
  it.each([
    [{ code: 'USER_ALREADY_EXISTS' }, 'This email is already registered. Please try signing in instead.'],
    [
      { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
      'This email is already registered. Please try signing in instead.',
    ],
    [{ code: 'PASSWORD_TOO_SHORT' }, 'Failed to create account'],
  ])('%j gives %s', (error, message) => {
    expect(signUpErrorMessage(error)).toBe(message);
  });
});

describe('resolvePostSignInTarget', () => {
  it.each([
    ['the remembered origin', { from: { pathname: '/settings', search: '?tab=ai', hash: '' } }, '', '/settings?tab=ai'],
    ['a ?redirect= path', null, '?redirect=%2Fformula-lab', '/formula-lab'],
    ['no origin', null, '', '/dashboard'],
    ['an off-site redirect is refused', null, '?redirect=%2F%2Fevil.example', '/dashboard'],
    ['an absolute URL is refused', null, '?redirect=https%3A%2F%2Fevil.example', '/dashboard'],
    ['a backslash path is refused (browsers read /\\ as //)', null, '?redirect=%2F%5Cevil.example', '/dashboard'],
    ['a raw backslash path is refused', null, '?redirect=/\\evil.example', '/dashboard'],
    ['a tab inside is refused', null, '?redirect=%2F%09%2Fevil.example', '/dashboard'],
    ['a path with a backslash later is refused', null, '?redirect=%2Fok%5C..%5Cevil', '/dashboard'],
    ['the login page itself is not a target', { from: { pathname: '/login' } }, '', '/dashboard'],
  ])('%s', (_, state, search, target) => {
    expect(resolvePostSignInTarget(state, search)).toBe(target);
  });
});
