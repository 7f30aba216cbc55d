import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const folders: string[] = [];
function tempFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('takes a free folder and releases it', () => {
    const folder = tempFolder();
    const lock = acquireDataDirLock(folder);
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const folder = tempFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(
        path.join(folder, 'sillage.lock'),
        JSON.stringify({ pid: other.pid, hostname: os.hostname(), startedAt: 'earlier' }),
      );
      expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(folder)).toThrow(new RegExp(`pid ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over the stale lock of a dead process', async () => {
    const folder = tempFolder();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(
      path.join(folder, 'sillage.lock'),
      JSON.stringify({ pid: dead.pid, hostname: os.hostname(), startedAt: 'earlier' }),
    );
    const lock = acquireDataDirLock(folder);
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a half-written lock file', () => {
    const folder = tempFolder();
    fs.writeFileSync(path.join(folder, 'sillage.lock'), '{"pid": 12');
    const lock = acquireDataDirLock(folder);
    lock.release();
  });
});
