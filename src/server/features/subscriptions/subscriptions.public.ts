// The subscriptions area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { findDocumentBranding } from './branding.ts';
export { findRequestTier, requireFeature } from './require-feature.ts';
export { checkSubscription, findUserTier, setSubscription } from './subscription-state.ts';
export { featureRefusal } from './require-feature.ts';
