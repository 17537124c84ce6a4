import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createDb } from '../db/client'
import { loadEnv } from '../env'
import type { Env } from '../env'
import { seed } from '../seed'
import { restoreBackup, writeBackup } from './backup'
import type { Counts } from './backup'
import { backupFileName, listBackups } from './backup-schedule'
import { backupDir as placeDir, s3Store, s3Target } from './backup-s3'
import { restoreDrill } from './backup-verify'
import { backupFolderName, checkDataDir } from './data-dir'
import { verifyHistory } from './history-verify'
import { describeFailure } from './lifecycle'
import { lockHolder } from './lock'
import { OperatorError } from './operator-error'

// npm run backup [-- FILE] and npm run restore -- FILE, for the embedded folder (DATA_DIR) or DATABASE_URL.
const usage = 'Usage: npm run backup [-- FILE]  |  npm run restore -- FILE  |  npm run backup:verify  |  npm run seed  |  npm run history:verify [-- ORG_ID]'

const backupDir = (env: Env) => placeDir(env) ?? resolve('.data/backups')
const summary = (counts: Counts) => `${Object.values(counts).reduce((sum, n) => sum + n, 0)} rows in ${Object.keys(counts).length} tables`

function embeddedFolder(env: Env): string | undefined {
  if (env.DATABASE_URL) return undefined
  if (env.DATA_DIR === 'memory://') throw new OperatorError('DATA_DIR=memory:// keeps nothing to back up or restore into.')
  return resolve(env.DATA_DIR)
}

// A pid from a stale lock may now be another program, which SIGUSR2 would end.
function looksLikeNode(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node')
  } catch {
    return !existsSync('/proc')
  }
}

/** Only the server may open its folder while it runs: ask it (SIGUSR2) and wait for the file it writes. */
async function backupFromServer(pid: number, dir: string): Promise<string> {
  if (!looksLikeNode(pid))
    throw new OperatorError(`The lock in the data folder names process ${pid}, which is not the back office; stop it or remove the lock.`)
  const before = new Set(listBackups(dir).map((backup) => backup.file))
  process.kill(pid, 'SIGUSR2')
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    await new Promise((wake) => setTimeout(wake, 250))
    const made = listBackups(dir).find((backup) => !before.has(backup.file))
    if (made) return made.file
  }
  throw new OperatorError(`The running server (pid ${pid}) wrote no backup within 2 minutes; see its log.`)
}

async function backup(env: Env, target?: string): Promise<void> {
  const dir = backupDir(env)
  const folder = embeddedFolder(env)
  const holder = folder ? lockHolder(folder) : undefined
  if (folder && holder !== undefined) {
    const made = await backupFromServer(holder, env.BACKUP_DIR ? dir : join(folder, backupFolderName))
    if (target) copyFileSync(made, resolve(target))
    console.log(`Backup written by the running server (pid ${holder}) to ${target ? resolve(target) : made}`)
    return
  }
  if (folder && checkDataDir(folder) !== 'ours') throw new OperatorError(`There is no database in ${folder} to back up.`)
  const file = target ? resolve(target) : join(dir, backupFileName(new Date()))
  mkdirSync(resolve(file, '..'), { recursive: true })
  const database = await createDb(env)
  try {
    console.log(`Backup written to ${file} (${summary(await writeBackup(database.db, file))})`)
  } finally {
    await database.close()
  }
  const s3 = s3Target(env)
  if (s3) console.log(`Copied to s3://${s3.bucket}/${await (await s3Store(s3)).upload(file)}`)
}

/** `npm run backup:verify`: the restore drill (server/ops/backup-verify.ts); exits 1 when the newest backup does not restore whole. */
async function verify(env: Env): Promise<void> {
  const target = s3Target(env)
  const drill = await restoreDrill({ dir: backupDir(env), keepDays: env.BACKUP_KEEP_DAYS, store: target ? await s3Store(target) : undefined })
  console.log(`Restored ${drill.rows} rows in ${drill.tables} tables from ${drill.source} into a scratch database`)
  console.log(`Fetched in ${drill.fetchMs} ms, restored in ${drill.restoreMs} ms`)
  if (drill.differences.length > 0) throw new OperatorError(`The restored rows differ from the backup's:\n  ${drill.differences.join('\n  ')}`)
  console.log('Every table has the rows the backup counted.')
}

async function restore(env: Env, file: string | undefined): Promise<void> {
  if (!file) throw new OperatorError(`Which backup? ${usage}`)
  const source = resolve(file)
  if (!existsSync(source)) throw new OperatorError(`No file ${source}.`)
  const folder = embeddedFolder(env)
  const holder = folder ? lockHolder(folder) : undefined
  if (folder && holder !== undefined)
    throw new OperatorError(`The server (pid ${holder}) is using ${folder}; stop it, then run npm run restore -- ${file} again. Nothing was restored.`)
  const existing = folder ? checkDataDir(folder) === 'ours' : true
  const database = await createDb(env)
  try {
    await database.migrate()
    // What the restore replaces is kept, in case the wrong file was chosen.
    if (existing) {
      const dir = backupDir(env)
      mkdirSync(dir, { recursive: true })
      const kept = join(dir, backupFileName(new Date()))
      await writeBackup(database.db, kept)
      console.log(`The data it replaces is kept in ${kept}`)
    }
    const counts = await restoreBackup(database.db, source)
    await database.analyze()
    console.log(`Restored ${summary(counts)} from ${source} into ${folder ?? 'the DATABASE_URL database'}`)
  } finally {
    await database.close()
  }
}

/** `npm run seed`: the demo organisations, into whichever database the environment names (not in production). */
async function seedDemo(env: Env): Promise<void> {
  if (env.NODE_ENV === 'production') throw new OperatorError('The demo data has a published password: it is never seeded with NODE_ENV=production.')
  const database = await createDb(env)
  try {
    const created = await database.exclusive(async () => {
      await database.migrate()
      return seed(database.db)
    })
    console.log(created.length > 0 ? `Seeded demo data: ${created.join(', ')}` : 'The demo data is already there; nothing was added.')
  } finally {
    await database.close()
  }
}

/** `npm run history:verify [-- ORG_ID]`: exits 1 when a chain is broken (docs/history.md#verify). */
async function historyVerify(env: Env, orgId: string | undefined): Promise<void> {
  const folder = embeddedFolder(env)
  const holder = folder ? lockHolder(folder) : undefined
  if (folder && holder !== undefined)
    throw new OperatorError(
      `The server (pid ${holder}) is using ${folder}; an owner can check the history at GET /api/history/verify, or stop the server first.`,
    )
  if (folder && checkDataDir(folder) !== 'ours') throw new OperatorError(`There is no database in ${folder} to check.`)
  const database = await createDb(env)
  try {
    if (!(await verifyHistory(database.db, orgId, (line) => console.log(line)))) throw new OperatorError('The history has a broken link (above).')
  } finally {
    await database.close()
  }
}

async function run(): Promise<void> {
  const [command, file, extra] = process.argv.slice(2)
  if (extra !== undefined) throw new OperatorError(usage)
  const env = loadEnv()
  if (command === 'backup') return backup(env, file)
  if (command === 'restore') return restore(env, file)
  if (command === 'backup-verify' && file === undefined) return verify(env)
  if (command === 'seed' && file === undefined) return seedDemo(env)
  if (command === 'history-verify') return historyVerify(env, file)
  throw new OperatorError(usage)
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(describeFailure(error))
    process.exit(1)
  },
)
