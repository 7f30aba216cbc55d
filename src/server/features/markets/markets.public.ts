// The markets area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { assessReportMarkets } from './assess-report-markets.ts';
export { findToday } from './assess-formula-markets.ts';
