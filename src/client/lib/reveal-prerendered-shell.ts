/**
 * The app entry's part of a prerendered signed-in page's take-over (ADR 046): the page is marked
 * `data-sl-reveal="shell"`; only then is the swap's code (prerendered-page.ts, about 1.4 kB gzip, shared with the
 * sign-in screen's chunk) fetched and run. The page stays on screen until it has swapped itself for the app, in one
 * task, so the fetch shows nothing; pages served without one (app.html) load nothing more.
 */
export function revealPrerenderedShellWhenServed(): void {
  const page = document.getElementById('sl-prerendered');
  if (page?.getAttribute('data-sl-reveal') !== 'shell') return;
  void import('./prerendered-page.ts').then((module) => module.revealPrerenderedShell());
}
