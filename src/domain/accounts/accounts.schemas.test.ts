import { describe, expect, it } from 'vitest';
import { ChangePasswordInputSchema, SignInInputSchema, SignUpInputSchema } from './accounts.schemas.ts';

/** The first message per field, as the forms show it. */
function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('SignInInputSchema', () => {
  it.each([
    ['a valid sign-in', { email: ' ada@example.com ', password: 'x' }, {}],
    ['no email', { email: '  ', password: 'x' }, { email: 'Email is required' }],
    ['a malformed email', { email: 'ada@example', password: 'x' }, { email: 'Enter a valid email address' }],
    ['no password', { email: 'ada@example.com', password: '' }, { password: 'Password is required' }],
  ])('%s', (_name, values, expected) => {
    expect(firstErrors(SignInInputSchema.safeParse(values))).toEqual(expected);
  });
});

describe('SignUpInputSchema', () => {
  it.each([
    [
      'a valid sign-up',
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' },
      {},
    ],
    [
      'a short password',
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'abcde', confirmPassword: 'abcde' },
      { password: 'At least 6 characters', confirmPassword: 'At least 6 characters' },
    ],
    [
      'an empty password',
      { name: 'Ada Lovelace', email: 'ada@example.com', password: '', confirmPassword: 'secret1' },
      { password: 'Password is required', confirmPassword: 'Passwords do not match' },
    ],
    [
      'passwords that differ',
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret2' },
      { confirmPassword: 'Passwords do not match' },
    ],
    // Issue 35 item 18: sign-up asks for a name (the greeting and certificates' "confirmed by" use it).
    [
      'no name',
      { name: '   ', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' },
      { name: 'Please enter your name' },
    ],
    [
      'a name with a control character',
      { name: 'Ada\u0007', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' },
      { name: 'Please enter your name without control characters' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(firstErrors(SignUpInputSchema.safeParse(values))).toEqual(expected);
  });
});

describe('ChangePasswordInputSchema', () => {
  it.each([
    ['a valid change', { currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' }, {}],
    [
      'no current password',
      { currentPassword: '', newPassword: 'secret1', confirmPassword: 'secret1' },
      { currentPassword: 'Current password is required' },
    ],
    [
      'a mismatch',
      { currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret9' },
      { confirmPassword: 'Passwords do not match' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(firstErrors(ChangePasswordInputSchema.safeParse(values))).toEqual(expected);
  });
});
