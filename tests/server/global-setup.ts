import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { createDb } from '../../server/db/client'
import { seed } from '../../server/seed'
import { preparePgTemplate } from './pg-template'

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}

let dir: string | undefined
let dropTemplate: (() => Promise<void>) | undefined

/**
 * PGlite spends ~3 s in initdb per new database; build one migrated, seeded database per run
 * and let each test file start from a copy of it. PostgreSQL runs do the same with a template database (pg-template.ts).
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    dropTemplate = await preparePgTemplate(process.env.TEST_DATABASE_URL)
    return project.provide('pgliteTemplate', '')
  }
  const handle = await createDb({ DATA_DIR: 'memory://' })
  await handle.migrate()
  // A tenth of the demo catalogue keeps the copies small; catalogue-seed.test.ts checks the full one.
  await seed(handle.db, { catalogue: 'small' })
  // Drizzle keeps the driver client on $client; the shared Db type leaves it out.
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  await handle.close()
  dir = await mkdtemp(join(tmpdir(), 'backoffice-pglite-'))
  const file = join(dir, 'template.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
}

export async function teardown() {
  await dropTemplate?.()
  if (dir) await rm(dir, { recursive: true, force: true })
}
