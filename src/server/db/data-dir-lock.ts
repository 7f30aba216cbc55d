import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type DataDirLock = { path: string; release: () => void };

type LockOwner = { pid: number; hostname: string; startedAt: string };

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `The data folder ${dataDir} is in use by another Sillage process (pid ${owner.pid} on ${owner.hostname}, ` +
        `started ${owner.startedAt}). Two processes on one embedded database lose data, so this one will not start. ` +
        `Stop the other process, or give this one its own folder with DATA_DIR=…`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes an exclusive lock on a data folder: a lock file created with O_EXCL that names the owning process.
 * A live owner makes this throw DataDirLockedError; the lock of a dead process (on this host) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'sillage.lock');
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeFileSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        release: () => {
          if (released) return;
          released = true;
          if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      const sameHost = owner?.hostname === me.hostname;
      if (owner && owner.pid !== process.pid && (!sameHost || isProcessAlive(owner.pid))) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale lock of a dead process (or an unreadable, half-written file): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}: it changed hands repeatedly.`);
}
