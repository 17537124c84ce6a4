import { readdirSync, statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'

const keepFor = 7 * 24 * 60 * 60 * 1000
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
