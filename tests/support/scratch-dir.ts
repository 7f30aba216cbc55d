import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the tests put PGlite data folders and other throw-away files: a RAM disk where the system has one. PGlite
 * reads and writes its pages with a system call each; on the CI machine's disk the journeys' server spent 14 % more
 * CPU than on /dev/shm (ADR 074), and a copy and an open of the integration template take about 150 ms there against
 * 400 ms to unpack a dump into PGlite's in-memory file system (ADR 062).
 */
export const SCRATCH_DIR = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

/** A new empty folder under SCRATCH_DIR, its name starting with `prefix` (fs.mkdtempSync). */
export function makeScratchDir(prefix: string): string {
  return fs.mkdtempSync(path.join(SCRATCH_DIR, prefix));
}
