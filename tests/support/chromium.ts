/**
 * Debian's Chromium as the journeys, the screenshot scripts and the benches launch it: where it is (CHROMIUM_PATH
 * overrides) and the flags that keep it quiet on a shared machine (no sandbox in containers, no GPU, no background
 * downloads or sync, no QUIC to a loopback server).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
