/**
 * Debian's Chromium as the journeys, the screenshot scripts and the benches launch it: where it is (CHROMIUM_PATH
 * overrides) and the flags that keep it quiet on a shared machine (no sandbox in containers, no GPU, no background
 * downloads or sync, no QUIC to a loopback server).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (the package chromium-headless-shell: the same Blink and V8 without the full
 * browser's windowing, GPU process and compositor), as the journeys run it, and as Playwright itself runs headless
 * Chromium: the 61 journeys in 413 s against 625 s in the full browser on two cores (ADR 071). `--headed` needs the
 * full browser: CHROMIUM_HEADLESS_SHELL_PATH=/usr/bin/chromium. The benches and screenshot scripts keep the full
 * browser, whose frames and paints are what a perfumer sees.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
