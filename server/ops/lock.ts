import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { OperatorError } from './operator-error'

export const lockFileName = 'backoffice.lock'

type Owner = { pid: number; host: string; since: string }

export type Lock = { path: string; release: () => void }

function readOwner(path: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>
    return typeof owner.pid === 'number' ? { pid: owner.pid, host: String(owner.host ?? ''), since: String(owner.since ?? '') } : undefined
  } catch {
    // Missing, half-written or not ours: treated as no owner.
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A lock left by a crashed process: same host, and its pid is gone (or is our own, reused after a container restart). */
function isStale(path: string, owner: Owner | undefined): boolean {
  // An unreadable lock is stale unless it is fresh: its owner may still be writing it.
  if (!owner) return Date.now() - statMtime(path) > 2000
  if (owner.host !== hostname()) return false
  return owner.pid === process.pid || !isAlive(owner.pid)
}

function statMtime(path: string): number {
  try {
    return statSync(path).mtimeMs
  } catch {
    return 0
  }
}

function tryCreate(path: string): boolean {
  let fd: number
  try {
    fd = openSync(path, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  writeSync(fd, JSON.stringify(owner))
  closeSync(fd)
  return true
}

/**
 * Moves a stale lock aside. Rename is atomic, so of two processes taking over at once only one moves the
 * stale file; if what we moved turns out to be a live lock just taken by the other, it is put back (link
 * fails rather than overwrite).
 */
function removeStale(path: string, seen: Owner | undefined): void {
  const aside = `${path}.${process.pid}.stale`
  try {
    renameSync(path, aside)
  } catch {
    return
  }
  const moved = readOwner(aside)
  if (moved && (!seen || moved.pid !== seen.pid || moved.since !== seen.since)) {
    try {
      linkSync(aside, path)
    } catch {
      // Someone else holds it now; the next tryCreate reports them.
    }
  }
  unlinkSync(aside)
}

function heldMessage(folder: string, owner: Owner | undefined): string {
  const who = owner ? `process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`}` : 'another process'
  return `The data folder ${folder} is in use by ${who} (lock file ${lockFileName}). Stop that process, or set DATA_DIR to another folder.`
}

/** Holds `folder` for this process until release() or exit; throws OperatorError naming the holder. */
export function acquireLock(folder: string): Lock {
  const path = join(folder, lockFileName)
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) {
      let held = true
      const release = () => {
        if (!held) return
        held = false
        process.off('exit', release)
        try {
          if (readOwner(path)?.pid === process.pid) unlinkSync(path)
        } catch {
          // Already gone.
        }
      }
      process.on('exit', release)
      return { path, release }
    }
    const owner = readOwner(path)
    if (!isStale(path, owner)) throw new OperatorError(heldMessage(folder, owner))
    removeStale(path, owner)
  }
  throw new OperatorError(heldMessage(folder, readOwner(path)))
}

/** The live process holding `folder`, if any (the backup command asks it to write the backup). */
export function lockHolder(folder: string): number | undefined {
  const path = join(folder, lockFileName)
  const owner = readOwner(path)
  return owner && !isStale(path, owner) ? owner.pid : undefined
}
