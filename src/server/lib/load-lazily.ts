import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/**
 * A package loaded on its first use instead of at server start, synchronously (its CommonJS build): the AI
 * providers and Stripe are needed only when they are configured and called, and each costs megabytes that an idle
 * server would otherwise hold for ever (ADR 036).
 */
export function loadLazily<Module>(specifier: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= requirePackage(specifier) as Module);
}
