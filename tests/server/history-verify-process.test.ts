import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organisations } from '../../server/auth/schema'
import { createDb } from '../../server/db/client'
import { recordChange } from '../../server/kit/history'
import { historyEntries } from '../../server/kit/schema'

// `npm run history:verify` as an operator runs it, on a PGlite folder of its own (the PostgreSQL pass runs it too).
let root: string
let folder: string
const orgId = '3a6f0c1e-1b2c-4d5e-8f90-0a1b2c3d4e5f'

const verify = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', 'history-verify', ...args], {
    env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  })

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-history-'))
  folder = join(root, 'data')
  const handle = await createDb({ DATA_DIR: folder })
  try {
    await handle.migrate()
    await handle.db.insert(organisations).values({ id: orgId, name: 'Chain Test Traders', city: 'hyd', address: '1 Test Road' })
    for (const label of ['FIRST', 'SECOND', 'THIRD'])
      await handle.db.transaction((tx) => recordChange(tx, orgId, { type: 'promo_code', id: orgId, label, action: 'created', changes: [] }))
  } finally {
    await handle.close()
  }
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('npm run history:verify', () => {
  it('reports every organisation intact, then exits 1 naming the entry edited in the database', async () => {
    const intact = verify()
    expect(intact.status, intact.stderr).toBe(0)
    expect(intact.stdout).toMatch(/^ok Chain Test Traders \(3a6f0c1e-1b2c-4d5e-8f90-0a1b2c3d4e5f\): 3 entries intact/m)

    const handle = await createDb({ DATA_DIR: folder })
    let editedId: string | undefined
    try {
      await handle.db.execute(sql`alter table history_entries disable trigger history_entries_final`)
      await handle.db.execute(sql`update history_entries set actor_name = 'Somebody Else' where seq = 2`)
      const [edited] = await handle.db
        .select({ id: historyEntries.id })
        .from(historyEntries)
        .where(and(eq(historyEntries.org_id, orgId), eq(historyEntries.seq, 2)))
      editedId = edited?.id
    } finally {
      await handle.close()
    }
    const broken = verify(orgId)
    expect(broken.status).toBe(1)
    expect(broken.stdout).toContain(`BROKEN Chain Test Traders (${orgId}): entry 2 (id ${editedId}`)
    expect(broken.stdout).toContain('Entry 2 was changed after it was written.')
    expect(broken.stderr).toContain('The history has a broken link (above).')
  }, 120_000) // two CLI runs, each opening the embedded database: a minute on a loaded machine
})
