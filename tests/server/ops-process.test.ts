import type { ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { createServer, Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDb } from '../../server/db/client'
import { seed } from '../../server/seed'
import { demoLogin } from '../../server/db/demo'
import { expectedMigration } from '../../server/db/journal'
import { markerFileName, totpKeyFileName } from '../../server/ops/data-dir'
import { snapshotInfoFile, usableDemoSnapshot } from '../../server/ops/demo-snapshot'
import { lockFileName } from '../../server/ops/lock'
import { freePort, spawnApi } from './api-process'
import type { ApiProcess } from './api-process'

// Real server processes on PGlite folders (the PostgreSQL pass runs these too: they never use DATABASE_URL).
type Run = ApiProcess

let root: string
let seeded: string
const started: ChildProcess[] = []

function startServer(dataDir: string, port: number): Run {
  const run = spawnApi(root, port, { DATA_DIR: dataDir, DATABASE_URL: '' })
  started.push(run.child)
  return run
}

async function until(check: () => boolean, what: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const running = (run: Run) =>
  until(() => run.out().includes('Back office running at') || run.child.exitCode !== null, run.out).then(() =>
    expect(run.out()).toContain('Back office running at'),
  )

/** A failed start: exit code and what it printed, with no stack trace. */
async function failure(run: Run): Promise<string> {
  const { code } = await run.exited
  expect(code).not.toBe(0)
  expect(run.out()).not.toMatch(/\n\s+at /)
  return run.out().trim()
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-ops-'))
  seeded = join(root, 'seeded')
  // A migrated, seeded folder to copy: the suite's template when there is one, else built here (PostgreSQL pass).
  const template = inject('pgliteTemplate')
  if (template) {
    const client = await PGlite.create({ dataDir: seeded, loadDataDir: new Blob([readFileSync(template)]) })
    await client.close()
  } else {
    const handle = await createDb({ DATA_DIR: seeded })
    await handle.migrate()
    await seed(handle.db, { catalogue: 'small' })
    await handle.close()
  }
})

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

describe('one process per data folder', () => {
  it('refuses a second server naming the folder and pid, takes over after a kill -9, and SIGTERM closes within seconds', async () => {
    const folder = join(root, 'locked')
    cpSync(seeded, folder, { recursive: true })
    const first = startServer(folder, await freePort())
    await running(first)

    const second = startServer(folder, await freePort())
    expect(await failure(second)).toBe(
      `The data folder ${folder} is in use by process ${first.child.pid} (lock file ${lockFileName}). Stop that process, or set DATA_DIR to another folder.`,
    )

    first.child.kill('SIGKILL')
    await first.exited
    expect(existsSync(join(folder, lockFileName))).toBe(true)
    const port = await freePort()
    const third = startServer(folder, port)
    await running(third)
    expect(JSON.parse(readFileSync(join(folder, lockFileName), 'utf8'))).toMatchObject({ pid: third.child.pid })

    // A browser's kept-alive connection after a request, and one opened with no request yet.
    await new Promise<void>((resolve, reject) => {
      const agent = new Agent({ keepAlive: true })
      request({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        response.resume()
        response.on('end', resolve)
      })
        .on('error', reject)
        .end()
    })
    const idle = new Socket().connect(port, '127.0.0.1')
    await new Promise((resolve) => idle.once('connect', resolve))

    const signalled = Date.now()
    third.child.kill('SIGTERM')
    const { code } = await third.exited
    const ms = Date.now() - signalled
    idle.destroy()
    expect(code).toBe(0)
    expect(ms).toBeLessThan(4000)
    expect(existsSync(join(folder, lockFileName))).toBe(false)
    expect(third.out()).toContain('SIGTERM received, shutting down')
    console.log(`SIGTERM to exit with a kept-alive and an idle connection: ${ms} ms`)
  }, 150_000) // three starts of a server on embedded PGlite in a row, each also starting the job queue: a minute on a loaded machine
})

describe('what the server says when it cannot start', () => {
  it('names a port in use and how to choose another, before touching the data folder', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as AddressInfo
    const folder = join(root, 'never-created')
    try {
      const run = startServer(folder, port)
      expect(await failure(run)).toBe(
        `Port ${port} is already in use on 127.0.0.1 (another back office or program). Choose another port: PORT=${port + 1} npm start`,
      )
      expect(existsSync(folder)).toBe(false)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('explains a file as DATA_DIR, a folder of other files and another PostgreSQL version, and writes nothing', async () => {
    const file = join(root, 'a-file')
    writeFileSync(file, 'mine')
    const foreign = join(root, 'documents')
    mkdirSync(foreign)
    writeFileSync(join(foreign, 'notes.txt'), 'mine')
    writeFileSync(join(foreign, 'budget.csv'), 'mine')
    const pg15 = join(root, 'pg15')
    mkdirSync(join(pg15, 'base'), { recursive: true })
    writeFileSync(join(pg15, 'PG_VERSION'), '15\n')
    const [asFile, asForeign, asPg15] = await Promise.all([file, foreign, pg15].map(async (dir) => failure(startServer(dir, await freePort()))))
    expect(asFile).toBe(`DATA_DIR ${file} is a file, not a folder. Set DATA_DIR to a new or empty folder (it is created if missing).`)
    expect(asForeign).toBe(
      `DATA_DIR ${foreign} holds other files (budget.csv, notes.txt) and no back-office database; nothing was written to it. Set DATA_DIR to a new or empty folder (it is created if missing).`,
    )
    expect(asPg15).toMatch(new RegExp(`^DATA_DIR ${pg15} holds PostgreSQL 15 data, but the embedded database is PostgreSQL 18\\. `))
    expect(readFileSync(file, 'utf8')).toBe('mine')
    expect(readdirSync(foreign).sort()).toEqual(['budget.csv', 'notes.txt'])
    expect(readdirSync(pg15).sort()).toEqual(['PG_VERSION', 'base'])
  }, 90_000)

  it('says a damaged folder cannot be opened and what to do, in two lines', async () => {
    const folder = join(root, 'damaged')
    cpSync(seeded, folder, { recursive: true })
    writeFileSync(join(folder, markerFileName), '{}\n')
    unlinkSync(join(folder, 'global', 'pg_control'))
    const message = await failure(startServer(folder, await freePort()))
    expect(message.split('\n')).toHaveLength(2)
    expect(message).toMatch(new RegExp(`^The database in ${folder} could not be opened \\(.+\\); it may be damaged\\.\n`))
    expect(message).toContain(`Move the folder aside (mv ${folder} ${folder}-damaged)`)
    expect(message).toContain(`npm run restore -- ${folder}-damaged/backups/<file>`)
    expect(existsSync(join(folder, lockFileName))).toBe(false)
  }, 90_000)
})

describe('the demo snapshot `npm start` makes (issue 36)', () => {
  it('a new folder starts from its copy, the demo owner there at once; never its lock, marker or key', async () => {
    const snapshot = join(root, 'snapshot')
    cpSync(seeded, snapshot, { recursive: true })
    for (const own of [lockFileName, markerFileName, totpKeyFileName]) writeFileSync(join(snapshot, own), "the snapshot's own\n")
    const fresh = join(root, 'from-snapshot')
    const database = await createDb({ DATA_DIR: fresh }, { demoSnapshot: snapshot })
    try {
      await database.migrate()
      const { rows } = await database.executeSql('select email from users where email = $1', [demoLogin.email])
      expect(rows).toEqual([{ email: demoLogin.email }])
    } finally {
      await database.close()
    }
    expect(JSON.parse(readFileSync(join(fresh, markerFileName), 'utf8'))).toMatchObject({ app: 'brand-back-office' })
    expect(readFileSync(join(fresh, markerFileName), 'utf8')).not.toContain('unfinished')
    expect(existsSync(join(fresh, totpKeyFileName))).toBe(false)
    expect(existsSync(join(fresh, lockFileName))).toBe(false)
  })

  it('is used only by a start that seeds the demo, when made by these migrations within a day', () => {
    const dir = join(root, 'snapshot-info')
    mkdirSync(dir)
    const made = (at: number, migration = expectedMigration().tag) =>
      writeFileSync(join(dir, snapshotInfoFile), JSON.stringify({ migration, made: new Date(at).toISOString() }))
    made(Date.now())
    expect(usableDemoSnapshot({}, dir)).toBe(dir)
    expect(usableDemoSnapshot({ NODE_ENV: 'production' }, dir)).toBeUndefined()
    expect(usableDemoSnapshot({ SEED_DEMO: false }, dir)).toBeUndefined()
    expect(usableDemoSnapshot({ DATABASE_URL: 'postgres://u:p@db/x', SEED_DEMO: true }, dir)).toBeUndefined()
    made(Date.now() - 25 * 60 * 60 * 1000)
    expect(usableDemoSnapshot({}, dir)).toBeUndefined()
    made(Date.now(), '0000_another_build')
    expect(usableDemoSnapshot({}, dir)).toBeUndefined()
    expect(usableDemoSnapshot({}, join(root, 'no-snapshot'))).toBeUndefined()
  })
})
