import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expectedMigration } from '../db/journal'
import { seedsDemo } from '../env'
import type { Env } from '../env'
import { backupFolderName, markerFileName, totpKeyFileName } from './data-dir'
import { lockFileName } from './lock'

// The demo database `npm start` makes once (issue 36, "first start in seconds"): `node dist-server/main.js --demo-snapshot`
// migrates and seeds an embedded database into dist-server/demo-snapshot (demo-snapshot-make.ts). A first start on a
// new folder that would seed the demo copies it instead of running initdb, the migrations and the seed (a few hundred
// MB written in a fraction of a second, against 15-25 s), then migrates and checks the seed as any start does.

/** Beside the bundle: dist-server/demo-snapshot. From source it is never there, and the seed runs. */
export const demoSnapshotDir = () => fileURLToPath(new URL('./demo-snapshot', import.meta.url))
export const snapshotInfoFile = 'snapshot.json'
/** The demo's dates are relative to its making (bookings today, a month of ledger): an older snapshot is seeded afresh. */
const maxAgeMs = 24 * 60 * 60 * 1000
/** The files of the folder that are this install's alone: never in a snapshot, never copied from one. */
export const notInSnapshot = new Set([lockFileName, markerFileName, totpKeyFileName, backupFolderName, snapshotInfoFile])

export type SnapshotInfo = { migration: string; made: string }
type DemoEnv = Pick<Env, 'DATABASE_URL' | 'SEED_DEMO' | 'NODE_ENV'>

/**
 * The snapshot folder for a new embedded database that gets the demo (never with DATABASE_URL, SEED_DEMO=false or in
 * production: seedsDemo), when it was made by this build's migrations within a day; else undefined.
 */
export function usableDemoSnapshot(env: DemoEnv, dir = demoSnapshotDir(), now = Date.now()): string | undefined {
  if (env.DATABASE_URL || !seedsDemo(env)) return undefined
  try {
    const info = JSON.parse(readFileSync(join(dir, snapshotInfoFile), 'utf8')) as SnapshotInfo
    if (info.migration !== expectedMigration().tag) return undefined
    const age = now - Date.parse(info.made)
    return age >= 0 && age < maxAgeMs ? dir : undefined
  } catch {
    return undefined
  }
}

/** Copies the snapshot's database files into a new data folder (under its lock, before the database opens). */
export function copyDemoSnapshot(from: string, to: string): void {
  for (const entry of readdirSync(from)) if (!notInSnapshot.has(entry)) cpSync(join(from, entry), join(to, entry), { recursive: true })
}
