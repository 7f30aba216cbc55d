import { ROUTES } from '../../config/paths.ts';

/** The exact auth texts of spec section 8, and the mapping from better-auth errors to them. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailNotConfirmed: 'Please confirm your email address before signing in.',
  signInFailed: 'Failed to sign in',
  signedIn: 'Signed in successfully',
  alreadyRegistered: 'This email is already registered. Please try signing in instead.',
  signUpFailed: 'Failed to create account',
  accountCreated: 'Account created successfully',
  confirmEmail: 'Please check your email to confirm your account',
  resetSent: 'Password reset email sent! Check your inbox.',
  resetFailed: 'Failed to send reset email',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  authFailed: 'Authentication failed. Please sign in again.',
} as const;

export type AuthErrorLike = {
  code?: string | undefined;
  status?: number | undefined;
  message?: string | undefined;
} | null;

export function signInErrorMessage(error: AuthErrorLike): string {
  if (error?.status === 429) return AUTH_MESSAGES.rateLimited;
  if (error?.code === 'INVALID_EMAIL_OR_PASSWORD') return AUTH_MESSAGES.invalidCredentials;
  if (error?.code === 'EMAIL_NOT_VERIFIED') return AUTH_MESSAGES.emailNotConfirmed;
  return AUTH_MESSAGES.signInFailed;
}

export function signUpErrorMessage(error: AuthErrorLike): string {
  if (error?.status === 429) return AUTH_MESSAGES.rateLimited;
  if (error?.code === 'USER_ALREADY_EXISTS' || error?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return AUTH_MESSAGES.alreadyRegistered;
  }
  return AUTH_MESSAGES.signUpFailed;
}

/** Where to go after sign-in: the remembered origin (state.from or ?redirect=), else /dashboard. */
export function resolvePostSignInTarget(state: unknown, search: string): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (from?.pathname && from.pathname !== ROUTES.login.path)
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect && isLocalPath(redirect) && !redirect.startsWith('/login')) return redirect;
  return ROUTES.dashboard.path;
}

const LOCAL_BASE = 'https://sillage.invalid';

/**
 * A path on this site only: starts with one slash, holds no backslash or control character (browsers read `/\x`
 * as `//x`, another site), and resolves to this origin.
 */
export function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001F\u007F]/.test(path)) return false;
  try {
    return new URL(path, LOCAL_BASE).origin === LOCAL_BASE;
  } catch {
    return false;
  }
}
