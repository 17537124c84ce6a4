import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { productTemplates, templateImages } from '../../server/areas/catalogue/schema'
import { restoreBackup, writeBackup } from '../../server/ops/backup'
import { backupFileName, listBackups, pruneBackups } from '../../server/ops/backup-schedule'
import { tablesInOrder } from '../../server/ops/backup-tables'
import { lockFileName } from '../../server/ops/lock'
import { S3Client, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { createDb } from '../../server/db/client'
import { s3Store } from '../../server/ops/backup-s3'
import type { BackupStore } from '../../server/ops/backup-s3'
import { restoreDrill } from '../../server/ops/backup-verify'
import { runBackup } from '../../server/ops/scheduled-jobs'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let ctx: TestContext
let dir: string

beforeAll(async () => {
  ctx = await makeTestContext()
  dir = mkdtempSync(join(tmpdir(), 'backoffice-backup-'))
})
afterAll(async () => {
  await ctx.close()
  rmSync(dir, { recursive: true, force: true })
})

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await tablesInOrder(db)) {
    const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table.name)}`)) as unknown as { rows: { n: number }[] }
    counts[table.name] = result.rows[0]?.n ?? -1
  }
  return counts
}

describe('backup and restore', () => {
  it('round-trips every table, bytes included, and a cut-short file changes nothing', async () => {
    const [template] = await ctx.db.select({ id: productTemplates.id, org: productTemplates.org_id }).from(productTemplates).limit(1)
    if (!template) throw new Error('the seed made no product template')
    const bytes = Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256)
    await ctx.db
      .insert(templateImages)
      .values({ org_id: template.org, template_id: template.id, content_type: 'image/png', size_bytes: bytes.length, data: bytes })
    const before = await rowCounts(ctx.db)
    expect(before.product_variants).toBeGreaterThan(100)

    const file = join(dir, 'round-trip.jsonl.gz')
    const written = await writeBackup(ctx.db, file)
    expect(written).toEqual(before)

    await ctx.db.execute(sql`delete from inventory`)
    await ctx.db.execute(sql`delete from template_images`)
    await ctx.db.execute(sql`update brands set name = name || ' (changed)'`)
    expect((await rowCounts(ctx.db)).inventory).toBe(0)

    expect(await restoreBackup(ctx.db, file)).toEqual(before)
    expect(await rowCounts(ctx.db)).toEqual(before)
    const [image] = await ctx.db.select().from(templateImages).where(eq(templateImages.template_id, template.id))
    expect(Buffer.from(image?.data ?? []).equals(Buffer.from(bytes))).toBe(true)
    const changed = (await ctx.db.execute(sql`select count(*)::int as n from brands where name like '% (changed)'`)) as unknown as { rows: { n: number }[] }
    expect(changed.rows[0]?.n).toBe(0)

    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n')
    const cut = join(dir, 'cut.jsonl.gz')
    writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')))
    await ctx.db.execute(sql`delete from inventory`)
    await expect(restoreBackup(ctx.db, cut)).rejects.toThrow(/not a back-office backup \(it is cut short\)/)
    expect((await rowCounts(ctx.db)).inventory).toBe(0)
    writeFileSync(join(dir, 'notes.txt'), 'not gzip')
    await expect(restoreBackup(ctx.db, join(dir, 'notes.txt'))).rejects.toThrow(/notes.txt is not a back-office backup \(incorrect header check\)/)
    await expect(restoreBackup(ctx.db, join(dir, 'missing.gz'))).rejects.toThrow(/ENOENT/)
    expect((await rowCounts(ctx.db)).inventory).toBe(0)
  })

  it('refuses to restore while a live process holds the data folder', () => {
    const folder = join(dir, 'held')
    mkdirSync(folder)
    writeFileSync(join(folder, 'backoffice-data.json'), '{}\n')
    writeFileSync(join(folder, 'PG_VERSION'), '18\n')
    // This test process is alive, so the lock is not stale.
    writeFileSync(join(folder, lockFileName), JSON.stringify({ pid: process.pid, host: hostname(), since: '' }))
    writeFileSync(join(dir, 'some.jsonl.gz'), gzipSync('#{}\n'))
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', 'restore', join(dir, 'some.jsonl.gz')], {
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      `The server (pid ${process.pid}) is using ${folder}; stop it, then run npm run restore -- ${join(dir, 'some.jsonl.gz')} again. Nothing was restored.`,
    )
  })
})

describe('daily backups', () => {
  it('keeps 7 days, always the newest', () => {
    const folder = join(dir, 'daily')
    mkdirSync(folder)
    const now = Date.now()
    const day = 24 * 60 * 60 * 1000
    const ages = [10, 8, 6, 1]
    for (const age of ages) {
      const file = join(folder, backupFileName(new Date(now - age * day)))
      writeFileSync(file, '')
      utimesSync(file, (now - age * day) / 1000, (now - age * day) / 1000)
    }
    writeFileSync(join(folder, 'notes.txt'), 'not a backup')
    expect(pruneBackups(folder, now)).toHaveLength(2)
    expect(listBackups(folder)).toHaveLength(2)
    const old = join(folder, 'old')
    mkdirSync(old)
    const only = join(old, backupFileName(new Date(now - 30 * day)))
    writeFileSync(only, '')
    utimesSync(only, (now - 30 * day) / 1000, (now - 30 * day) / 1000)
    expect(pruneBackups(old, now)).toEqual([])
  })
})

describe('backups in S3-compatible storage (s3rver) and the restore drill', () => {
  const bucket = 'backoffice-backups'
  const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  let s3rver: S3rver
  let endpoint: string
  let store: BackupStore
  beforeAll(async () => {
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: bucket, configs: [] }] })
    endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`
    store = await s3Store({ bucket, prefix: 'prod/', region: 'us-east-1', endpoint, credentials: keys })
  })
  afterAll(() => s3rver.close())

  // A migrated scratch database: the suite's template when there is one (it saves PGlite's initdb), else the drill's own.
  const template = inject('pgliteTemplate')
  const scratch = template
    ? async () => {
        const database = await createDb({ DATA_DIR: 'memory://' }, { pgliteTemplate: new Blob([readFileSync(template)]) })
        await database.migrate()
        return database
      }
    : undefined
  const day = 24 * 60 * 60 * 1000
  const place = (folder: string) => ({ dir: join(dir, folder), keepDays: 7, store })

  it('the backup job copies its file to the bucket and prunes both places past BACKUP_KEEP_DAYS, keeping the newest', async () => {
    const old = join(dir, 'old-uploads')
    mkdirSync(old)
    for (const age of [10, 8, 6]) {
      const file = join(old, backupFileName(new Date(Date.now() - age * day)))
      writeFileSync(file, gzipSync('#{}\n'))
      await store.upload(file)
    }
    const made = await runBackup({ db: ctx.db }, place('s3-job'))
    expect(made.key).toBe(`prod/${made.file.split('/').at(-1)}`)
    expect(made.pruned).toHaveLength(2)
    const left = await store.list()
    expect(left.map(({ key }) => key)).toEqual([`prod/${backupFileName(new Date(left[0]!.at))}`, made.key])
    expect(Date.now() - left[0]!.at).toBeGreaterThan(5 * day)
    expect(listBackups(join(dir, 's3-job')).map(({ file }) => file)).toEqual([made.file])
  })

  it('npm run backup:verify restores the newest object into a scratch database with the same rows per table', async () => {
    const drill = await restoreDrill({ ...place('s3-job'), dir: join(dir, 'nothing-here') }, scratch)
    expect(drill.source).toMatch(new RegExp(`^s3://${bucket}/prod/backoffice-.*\\.jsonl\\.gz$`))
    expect(drill.differences).toEqual([])
    expect(drill.rows).toBeGreaterThan(1000)
    expect(drill.tables).toBe(Object.keys(await rowCounts(ctx.db)).length)
  })

  it('fails on an object changed after upload, and on a well-formed backup with a row taken out', async () => {
    const newest = (await store.list()).at(-1)!
    const raw = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: keys })
    const original = await raw.send(new GetObjectCommand({ Bucket: bucket, Key: newest.key }))
    const lines = gunzipSync(Buffer.from(await original.Body!.transformToByteArray()))
      .toString('utf8')
      .split('\n')
    // The last row: of a table loaded last, which no other refers to.
    const row = lines.findLastIndex((line) => line.startsWith('{'))
    const tampered = gzipSync(lines.filter((_, index) => index !== row).join('\n'))
    // Changed in place, its recorded checksum left as it was.
    await raw.send(new PutObjectCommand({ Bucket: bucket, Key: newest.key, Body: tampered, Metadata: original.Metadata }))
    await expect(restoreDrill(place('s3-job'), scratch)).rejects.toThrow(`s3://${bucket}/${newest.key} has changed since it was uploaded`)
    // Uploaded as a backup of its own (a checksum of its own): the restore finds a table short of its count.
    const folder = join(dir, 'tampered')
    mkdirSync(folder)
    writeFileSync(join(folder, backupFileName(new Date())), tampered)
    await store.upload(listBackups(folder)[0]!.file)
    await expect(restoreDrill(place('s3-job'), scratch)).rejects.toThrow(/is not a back-office backup \(it is cut short\)/)
  })
})
