import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the child prints before its answer, so anything else the bench logs on stdout is not taken for it. */
const ANSWER = '\u0000bench-answer:';

/**
 * Runs one export of a bench module in a fresh Node process and gives back what it returned (as JSON), or null when
 * the module does not exist yet (like loadOptionalBench). An in-Node timing (the compliance engine, the CLP
 * classification) then runs in a heap of its own, as it does in a browser tab or a server, not in `npm run bench`'s
 * own heap after Lighthouse and a 100,000-material index: there, collecting that heap's garbage was timed as the
 * engine's (the full report read 21 ms in the whole run and 8-9 ms alone, session 19).
 */
export async function runBenchInChild<T>(
  file: string,
  exportName: string,
  args: readonly unknown[] = [],
): Promise<T | null> {
  const full = path.resolve(import.meta.dirname, '..', file);
  if (!fs.existsSync(full)) return null;
  const script = [
    `const bench = await import(${JSON.stringify(pathToFileURL(full).href)});`,
    `const answer = await bench[${JSON.stringify(exportName)}](...${JSON.stringify(args)});`,
    `process.stdout.write(${JSON.stringify(ANSWER)} + JSON.stringify(answer) + '\\n');`,
  ].join('\n');
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { maxBuffer: 64 * 1024 * 1024, env: process.env },
      (error, out, err) => {
        if (error) reject(new Error(`${file} ${exportName} failed in its own process: ${err.trim() || error.message}`));
        else resolve(out);
      },
    );
  });
  const line = stdout.split('\n').find((text) => text.startsWith(ANSWER));
  if (line === undefined) throw new Error(`${file} ${exportName} answered nothing in its own process`);
  return JSON.parse(line.slice(ANSWER.length)) as T;
}
