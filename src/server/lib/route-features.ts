import type { Feature } from '../../domain/subscriptions/plans.ts';

// The plan feature each route middleware checks, recorded by `requireFeature` (features/subscriptions) and read by
// the OpenAPI document, so lib/ needs nothing from the subscriptions area.
const requiredFeatures = new WeakMap<object, Feature>();

/** Records that a middleware lets through only plans with the feature. */
export function recordRequiredFeature(middleware: object, feature: Feature): void {
  requiredFeatures.set(middleware, feature);
}

/** The plan feature a middleware made by `requireFeature(...)` checks (read by the OpenAPI document), or undefined. */
export function findRequiredFeature(handler: object): Feature | undefined {
  return requiredFeatures.get(handler);
}
