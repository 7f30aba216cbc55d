import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, type DebianNeed } from './system-packages.ts';

function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Debian's PostgreSQL server, for the integration tests on a real database. */
export const POSTGRESQL_NEED: DebianNeed = {
  probe: () => findPostgresBin() !== null,
  packages: ['postgresql'],
  why: 'the PostgreSQL integration tests',
};

export type PostgresCluster = { url: string; dataDir: string; stop: () => void };

/**
 * Starts a throw-away PostgreSQL cluster on 127.0.0.1 and a free port (trust auth, its own folder),
 * installing Debian's postgresql package when it is missing. initdb refuses root, so it runs as postgres.
 */
export async function startPostgresCluster(options: { fsync?: boolean } = {}): Promise<PostgresCluster> {
  ensureDebianPackages([POSTGRESQL_NEED]);
  const bin = findPostgresBin()!;
  const asRoot = process.getuid?.() === 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-pg-'));
  const run = (command: string, args: string[]) => {
    const full = path.join(bin, command);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (asRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const settings = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-k ${dataDir}`, '-c max_connections=200'];
  if (!options.fsync) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  run('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-o', settings.join(' '), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: () => {
      const full = path.join(bin, 'pg_ctl');
      const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'ignore' });
      else spawnSync(full, args, { stdio: 'ignore' });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
