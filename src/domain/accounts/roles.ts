/** The roles a user may hold (spec section 6). */
export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];

/** better-auth's admin plugin stores several roles comma-separated. */
export function parseRoles(role: string | null | undefined): string[] {
  return (role ?? 'user')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The admin check of spec section 6: a role of admin or super_admin, or an e-mail on the deployment's
 * allow-list (ADMIN_EMAILS) once that address is verified (whoever registers it first must prove they own it).
 */
export function isAdmin(
  user: { role?: string | null; email: string; emailVerified: boolean },
  adminEmails: readonly string[],
): boolean {
  if (parseRoles(user.role).some((role) => (ADMIN_ROLES as readonly string[]).includes(role))) return true;
  return user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase());
}

/** The route guard's wording: 'You need admin role to access this page' (roles joined by ' or '). */
export function describeRequiredRoles(roles: readonly string[]): string {
  return `You need ${roles.join(' or ')} role to access this page`;
}
