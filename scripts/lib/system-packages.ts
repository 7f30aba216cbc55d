import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const isRoot = () => process.getuid?.() === 0;
let aptUpdated = false;

/** Installs Debian packages with apt-get when the command is missing (CI machines start bare). */
export function ensureDebianPackage(probe: () => boolean, packages: string[], why: string): void {
  if (probe()) return;
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
  if (!probe()) throw new Error(`${packages.join(' ')} installed but still not found`);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  ensureDebianPackage(() => fs.existsSync(CHROMIUM_PATH), ['chromium'], 'the end-to-end tests');
}

const hasCommand = (command: string) => spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined;

/** pdftotext and pdftoppm (Debian's poppler-utils): the compliance PDFs are checked by their text. */
export function ensurePopplerUtils(): void {
  ensureDebianPackage(
    () => hasCommand('pdftotext'),
    ['poppler-utils'],
    'the PDF text checks of the compliance documents',
  );
}
