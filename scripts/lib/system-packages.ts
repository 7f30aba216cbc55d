import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

const isRoot = () => process.getuid?.() === 0;
let aptUpdated = false;

/** A command the tests need, the Debian packages that provide it, and what needs it (for the message). */
export type DebianNeed = { probe: () => boolean; packages: string[]; why: string };

/**
 * Installs with one apt-get the Debian packages of every need whose command is missing (CI machines start bare);
 * throws, naming the command to run, when something is missing and this is not root.
 */
export function ensureDebianPackages(needs: readonly DebianNeed[]): void {
  const missing = needs.filter((need) => !need.probe());
  if (missing.length === 0) return;
  const packages = missing.flatMap((need) => need.packages);
  const why = missing.map((need) => need.why).join(', ');
  if (!isRoot()) {
    throw new Error(
      `${why} needs ${packages.join(' ')}; install it with: sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Installing ${packages.join(' ')} (${why})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const still = missing.filter((need) => !need.probe());
  if (still.length > 0)
    throw new Error(`${still.flatMap((need) => need.packages).join(' ')} installed but still not found`);
}

/** The journeys run in Chromium's headless shell (ADR 071); the benches and screenshot scripts in the full browser. */
export const CHROMIUM_NEED: DebianNeed = {
  probe: () => fs.existsSync(CHROMIUM_HEADLESS_SHELL_PATH),
  packages: ['chromium-headless-shell'],
  why: 'the end-to-end tests',
};
/** The full browser, whose frames and paints the benches and the screenshot scripts measure and show. */
export const FULL_CHROMIUM_NEED: DebianNeed = {
  probe: () => fs.existsSync(CHROMIUM_PATH),
  packages: ['chromium'],
  why: 'the benches (Lighthouse, frames in the browser)',
};
export function ensureChromium(): void {
  ensureDebianPackages([CHROMIUM_NEED]);
}

const hasCommand = (command: string) => spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined;

/** pdftotext and pdftoppm (Debian's poppler-utils): the compliance PDFs are checked by their text. */
export const POPPLER_NEED: DebianNeed = {
  probe: () => hasCommand('pdftotext'),
  packages: ['poppler-utils'],
  why: 'the PDF text checks of the compliance documents',
};
export function ensurePopplerUtils(): void {
  ensureDebianPackages([POPPLER_NEED]);
}
