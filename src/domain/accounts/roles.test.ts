import { describe, expect, it } from 'vitest';
import { describeRequiredRoles, isAdmin, parseRoles } from './roles.ts';

describe('isAdmin', () => {
  it.each([
    ['a plain user', { role: 'user', email: 'a@x.test', emailVerified: true }, false],
    ['no role at all', { role: null, email: 'a@x.test', emailVerified: true }, false],
    ['an admin', { role: 'admin', email: 'a@x.test', emailVerified: false }, true],
    ['a super admin', { role: 'super_admin', email: 'a@x.test', emailVerified: false }, true],
    ['several roles including admin', { role: 'user,admin', email: 'a@x.test', emailVerified: false }, true],
    ['a verified address on the allow-list', { role: 'user', email: ' Boss@X.test ', emailVerified: true }, true],
    ['an unverified address on the allow-list', { role: 'user', email: 'boss@x.test', emailVerified: false }, false],
  ])('%s', (_, user, expected) => {
    expect(isAdmin(user, ['boss@x.test'])).toBe(expected);
  });
});

describe('parseRoles', () => {
  it('defaults to user and splits comma-separated roles', () => {
    expect(parseRoles(undefined)).toEqual(['user']);
    expect(parseRoles('user, admin')).toEqual(['user', 'admin']);
  });
});

describe('describeRequiredRoles', () => {
  it.each([
    [['admin'], 'You need admin role to access this page'],
    [['admin', 'super_admin'], 'You need admin or super_admin role to access this page'],
  ])('%j', (roles, message) => {
    expect(describeRequiredRoles(roles)).toBe(message);
  });
});
