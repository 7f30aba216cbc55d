/**
 * Zod compiles object schemas with `new Function` where a page allows it, and finds out by trying when a schema is
 * built: under our Content-Security-Policy (no 'unsafe-eval') the try is refused and logged as a CSP violation
 * (Lighthouse's best practices: "Issues were logged"). Telling zod not to compile, which is what it falls back to
 * here anyway, before any schema loads, spares the try. Written on the global zod reads when it loads
 * (zod/v4/core/core.js), so the entry carries no zod.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
