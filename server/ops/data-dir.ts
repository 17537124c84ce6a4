import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { lockFileName } from './lock'
import { OperatorError } from './operator-error'

/** Written on first start: with it a folder is recognised as this app's, whatever else is in it. */
export const markerFileName = 'backoffice-data.json'
export const backupFolderName = 'backups'
/** The authenticator apps' key, when TOTP_KEY is unset (server/auth/totp-key.ts). */
export const totpKeyFileName = 'totp.key'
// The PostgreSQL major that PGlite 0.5 embeds (its data folders say so in PG_VERSION).
const pgliteMajor = '18'
const ours = new Set([lockFileName, markerFileName, backupFolderName, totpKeyFileName])

const readLine = (path: string) => {
  try {
    return readFileSync(path, 'utf8').split('\n')[0]?.trim()
  } catch {
    return undefined
  }
}

const newFolder = 'set DATA_DIR to a new or empty folder (it is created if missing)'

/**
 * Says whether the server may open `dir` ('new' when it is missing or empty), or throws an OperatorError
 * saying what is wrong. A PostgreSQL 18 folder without the marker was made by PGlite before the marker
 * existed unless a PostgreSQL server has run on it; any other non-empty folder is left untouched. 'unfinished':
 * the first start in it was stopped before the database was made and migrated (clearUnfinished).
 */
export function checkDataDir(dir: string): 'new' | 'ours' | 'unfinished' {
  let entries: string[]
  try {
    if (!statSync(dir).isDirectory()) throw new OperatorError(`DATA_DIR ${dir} is a file, not a folder. ${newFolder[0]?.toUpperCase()}${newFolder.slice(1)}.`)
    entries = readdirSync(dir)
  } catch (error) {
    if (error instanceof OperatorError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return 'new'
    throw new OperatorError(`DATA_DIR ${dir} cannot be read (${code ?? String(error)}). Check its permissions, or ${newFolder}.`)
  }
  const others = entries.filter((entry) => !ours.has(entry))
  const version = readLine(join(dir, 'PG_VERSION'))
  if (entries.includes(markerFileName)) {
    if (firstStartUnfinished(dir)) return 'unfinished'
    if (version === undefined && others.length > 0) throw damaged(dir, 'PG_VERSION is missing')
    return version === undefined ? 'new' : 'ours'
  }
  if (version === undefined) {
    if (others.length === 0) return 'new'
    const sample = others.slice(0, 3).join(', ') + (others.length > 3 ? ', …' : '')
    throw new OperatorError(
      `DATA_DIR ${dir} holds other files (${sample}) and no back-office database; nothing was written to it. ${newFolder[0]?.toUpperCase()}${newFolder.slice(1)}.`,
    )
  }
  if (version !== pgliteMajor) throw otherVersion(dir, version)
  // A PostgreSQL server writes postmaster.opts at every start; PGlite never does.
  if (readLine(join(dir, 'postmaster.pid')) === '-42' || !existsSync(join(dir, 'postmaster.opts'))) return 'ours'
  throw new OperatorError(
    `DATA_DIR ${dir} is a PostgreSQL server's data folder, not this app's; it was left untouched. Run that server and use DATABASE_URL, or ${newFolder}.`,
  )
}

const otherVersion = (dir: string, version: string) =>
  new OperatorError(
    `DATA_DIR ${dir} holds PostgreSQL ${version} data, but the embedded database is PostgreSQL ${pgliteMajor}. Open it with a PostgreSQL ${version} server (DATABASE_URL), or ${newFolder}.`,
  )

const damaged = (dir: string, reason: string) =>
  new OperatorError(
    `The database in ${dir} could not be opened (${reason}); it may be damaged.\n` +
      `Move the folder aside (mv ${dir} ${dir}-damaged) and start afresh, or then restore a backup: npm run restore -- ${dir}-damaged/${backupFolderName}/<file>.`,
  )

/** Turns whatever PGlite threw while opening `dir` into a message the operator can act on. */
export function openError(dir: string, error: unknown): OperatorError {
  const version = readLine(join(dir, 'PG_VERSION'))
  if (version !== undefined && version !== pgliteMajor) return otherVersion(dir, version)
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 120) ?? 'unknown error'
  return damaged(dir, reason)
}

const readMarker = (dir: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(readFileSync(join(dir, markerFileName), 'utf8')) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/** Written before the first start makes the database; `finishMarker` clears `unfinished` once it is migrated (server/db/client.ts). */
export function writeMarker(dir: string): void {
  const path = join(dir, markerFileName)
  if (existsSync(path)) return
  writeFileSync(path, `${JSON.stringify({ app: 'brand-back-office', created: new Date().toISOString(), unfinished: true })}\n`)
}

export function finishMarker(dir: string): void {
  const marker = readMarker(dir)
  if (!marker?.unfinished) return
  delete marker.unfinished
  writeFileSync(join(dir, markerFileName), `${JSON.stringify(marker)}\n`)
}

/** A first start stopped (a kill -9, a power cut) before its database was migrated: nothing in it was ever served. */
const firstStartUnfinished = (dir: string) => readMarker(dir)?.unfinished === true

/**
 * The embedded database of DATA_DIR is already made and migrated (or lives in memory, made by whoever opens it):
 * nothing of size to seed. False for a new folder and for one whose first start was stopped halfway.
 */
export const embeddedDataPrepared = (dataDir: string) => {
  if (dataDir === 'memory://') return true
  const folder = resolve(dataDir)
  return existsSync(join(folder, 'PG_VERSION')) && !firstStartUnfinished(folder)
}

/**
 * Removes what an unfinished first start left (a half-made database), keeping the marker, the lock, backups and
 * the key. Called under the folder's lock, so never while another process is making it.
 */
export function clearUnfinished(dir: string): string[] {
  const removed = readdirSync(dir).filter((entry) => !ours.has(entry))
  for (const entry of removed) rmSync(join(dir, entry), { recursive: true, force: true })
  return removed
}
