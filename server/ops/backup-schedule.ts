import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../db/client'
import { writeBackup } from './backup'

const day = 24 * 60 * 60 * 1000
const keepFor = 7 * day
const namePattern = /^backoffice-[\dT-]+Z\.jsonl\.gz$/

export const backupFileName = (at: Date) => `backoffice-${at.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`

type Found = { file: string; mtimeMs: number }

export function listBackups(dir: string): Found[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((name) => namePattern.test(name))
    .map((name) => ({ file: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.mtimeMs - b.mtimeMs)
}

/** Deletes backups older than 7 days, always keeping the newest (after a long stop it may be the only one). */
export function pruneBackups(dir: string, now = Date.now()): string[] {
  const found = listBackups(dir)
  const old = found.slice(0, -1).filter((backup) => now - backup.mtimeMs > keepFor)
  for (const backup of old) unlinkSync(backup.file)
  return old.map((backup) => backup.file)
}

/** The first backup comes a few minutes after start, unless one was made within the day. */
export function firstDelay(dir: string, now = Date.now(), minimum = 5 * 60 * 1000): number {
  const newest = listBackups(dir).at(-1)
  return Math.max(minimum, newest ? newest.mtimeMs + day - now : 0)
}

export type BackupSchedule = {
  /** Writes a backup now (also what SIGUSR2 asks for) and returns its path. */
  runNow: () => Promise<string>
  /** Stops the timer and any backup under way. */
  stop: () => Promise<void>
}

export function startBackupSchedule(db: Db, dir: string, log: (line: string) => void = console.log): BackupSchedule {
  const abort = new AbortController()
  let running: Promise<string> | undefined
  let timer: NodeJS.Timeout | undefined
  const runNow = () => {
    running ??= (async () => {
      mkdirSync(dir, { recursive: true })
      const file = join(dir, backupFileName(new Date()))
      await writeBackup(db, file, abort.signal)
      pruneBackups(dir)
      log(`Backup written to ${file}`)
      return file
    })().finally(() => {
      running = undefined
    })
    return running
  }
  const plan = (delay: number) => {
    timer = setTimeout(() => {
      void runNow()
        .catch((error: unknown) => log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => abort.signal.aborted || plan(day))
    }, delay)
    timer.unref()
  }
  plan(firstDelay(dir))
  const stop = async () => {
    clearTimeout(timer)
    abort.abort()
    await running?.catch(() => undefined)
  }
  return { runNow, stop }
}
