/**
 * A session just began (better-auth's session hook: a sign-in, a sign-up, an identity provider's return). The
 * running server listens to warm what the member's first screens need (start-background-jobs.ts); a test's app,
 * which runs no background work, has no listener.
 */
export type SessionStarts = {
  /** Tells the listener, if any, that `userId` has a new session; never throws, never waits. */
  notify(userId: string): void;
  /** Sets the one listener (null: none). */
  listen(listener: ((userId: string) => void) | null): void;
};

export function createSessionStarts(): SessionStarts {
  let listener: ((userId: string) => void) | null = null;
  return {
    notify: (userId) => listener?.(userId),
    listen: (next) => {
      listener = next;
    },
  };
}
