import { readdirSync, statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'

const day = 24 * 60 * 60 * 1000
const namePattern = /^backoffice-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.jsonl\.gz$/

export const backupFileName = (at: Date) => `backoffice-${at.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`

/** When a backup was taken, from its name (backupFileName); undefined for any other name. */
export function backupTime(name: string): number | undefined {
  const match = namePattern.exec(name)
  if (!match) return undefined
  const [, date, hours, minutes, seconds, ms] = match
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${ms}Z`)
}

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

/** Deletes backups older than `keepDays` (BACKUP_KEEP_DAYS), always keeping the newest (after a long stop it may be the only one). */
export function pruneBackups(dir: string, now = Date.now(), keepDays = 7): string[] {
  const found = listBackups(dir)
  const old = found.slice(0, -1).filter((backup) => now - backup.mtimeMs > keepDays * day)
  for (const backup of old) unlinkSync(backup.file)
  return old.map((backup) => backup.file)
}
