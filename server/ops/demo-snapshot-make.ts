import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createDb } from '../db/client'
import { expectedMigration } from '../db/journal'
import { startJobs } from '../platform/jobs'
import { seed } from '../seed'
import { demoSnapshotDir, notInSnapshot, snapshotInfoFile, usableDemoSnapshot } from './demo-snapshot'
import { embeddedDataPrepared } from './data-dir'
import { readEnv } from './startup'
import type { SnapshotInfo } from './demo-snapshot'

/** The WAL segment after `name` (timeline, log and segment, 8 hex digits each; 256 segments of 16 MB a log). */
function nextWalSegment(name: string): string {
  const timeline = name.slice(0, 8)
  const log = Number.parseInt(name.slice(8, 16), 16)
  const segment = Number.parseInt(name.slice(16, 24), 16)
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0')
  return segment === 0xff ? `${timeline}${hex(log + 1)}${hex(0)}` : `${timeline}${hex(log)}${hex(segment + 1)}`
}

/**
 * `node dist-server/main.js --demo-snapshot`, the step of `npm start` between the build and the server: a snapshot
 * only where a first start would copy it. Not in `npm run build` (CI's builds never start a fresh demo folder), and
 * not when the data folder is already made or a usable snapshot is there, so a restart through `npm start` costs
 * nothing here; the first `npm start` on a machine pays the seed once, here, and every fresh folder after it starts
 * in seconds.
 */
export async function makeDemoSnapshotWhenUseful(): Promise<void> {
  const env = readEnv()
  if (env.DATABASE_URL || env.NODE_ENV === 'production' || embeddedDataPrepared(env.DATA_DIR)) return
  if (usableDemoSnapshot(env)) return console.log('The demo database snapshot is up to date')
  console.log('Making the demo database snapshot, once (a new data folder then starts from it in seconds)…')
  await makeDemoSnapshot()
}

/**
 * The snapshot itself: the embedded database migrated, seeded with
 * the full demo and analysed, into dist-server/demo-snapshot (server/ops/demo-snapshot.ts). Made in a folder beside
 * and renamed when whole, so a build stopped halfway leaves no snapshot and the first start seeds as before.
 */
async function makeDemoSnapshot(dir = demoSnapshotDir()): Promise<void> {
  const began = Date.now()
  // A production build carries none: its first start never seeds (server/env.ts seedsDemo).
  if (process.env.NODE_ENV === 'production') return console.log('NODE_ENV=production: no demo database snapshot made')
  const making = `${dir}.making`
  rmSync(making, { recursive: true, force: true })
  rmSync(dir, { recursive: true, force: true })
  const database = await createDb({ DATABASE_URL: undefined, DATA_DIR: making })
  let current: string
  try {
    await database.migrate()
    await seed(database.db)
    // The job queue's schema too (pg-boss makes it at its first start: seconds on a loaded machine).
    const jobs = await startJobs({ executeSql: database.executeSql, schedules: false })
    await jobs.stop()
    await database.analyze('all')
    await database.executeSql('checkpoint')
    const [row] = (await database.executeSql('select pg_walfile_name(pg_current_wal_lsn()) as name')).rows as { name: string }[]
    if (!row) throw new Error('No WAL position')
    current = row.name
  } finally {
    await database.close()
  }
  // The WAL from the checkpoint on is the segment in use (the shutdown record may spill into the next); the older
  // ones are spent, and the newer are recycled empties that PostgreSQL makes again when it needs them: 16 MB each.
  const wal = join(making, 'pg_wal')
  for (const name of readdirSync(wal)) if (/^[0-9A-F]{24}$/.test(name) && name !== current && name !== nextWalSegment(current)) rmSync(join(wal, name))
  for (const name of readdirSync(making)) if (notInSnapshot.has(name)) rmSync(join(making, name), { recursive: true, force: true })
  const info: SnapshotInfo = { migration: expectedMigration().tag, made: new Date().toISOString() }
  writeFileSync(join(making, snapshotInfoFile), `${JSON.stringify(info)}\n`)
  renameSync(making, dir)
  console.log(`Demo database snapshot made in ${dir} (${((Date.now() - began) / 1000).toFixed(1)} s)`)
}
