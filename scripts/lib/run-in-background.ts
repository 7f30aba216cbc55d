import { spawn } from 'node:child_process';

/** A command started in the background: `finished` resolves with its exit status and everything it printed. */
export type BackgroundRun = { finished: Promise<{ ok: boolean; output: string }> };

/**
 * Starts a command without waiting for it, its output kept rather than interleaved with the step in the foreground;
 * the caller prints it when the command is awaited. `npm test` uses it for work that needs no result of the step it
 * overlaps (lint beside the typecheck, the production build beside the PostgreSQL tests): two cores, both busy.
 */
export function runInBackground(command: string, args: string[], cwd: string): BackgroundRun {
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<{ ok: boolean; output: string }>((resolve) => {
    child.on('error', (error) => resolve({ ok: false, output: `${command} could not start: ${error.message}\n` }));
    child.on('close', (status) => resolve({ ok: status === 0, output: Buffer.concat(chunks).toString('utf8') }));
  });
  return { finished };
}
