import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createDb } from '../../server/db/client'
import type { DbHandle } from '../../server/db/client'

// Processes that start together on one PostgreSQL must take turns to migrate and seed. This needs a PostgreSQL
// server in both passes of the suite (CI starts one; see .ci/run).
const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'

const waitingForLock = async (admin: pg.Client) => {
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
    )
    if (rows[0]?.n) return
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('start-up lock on PostgreSQL', () => {
  const handles: DbHandle[] = []
  const admin = new pg.Client({ connectionString: url })
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()))
    await admin.end()
  })

  it('a second process waits for the first to finish migrating before it starts', async () => {
    await admin.connect()
    const first = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://' })
    const second = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://' })
    handles.push(first, second)
    const order: string[] = []
    let finishFirst = () => {}
    const firstHolds = new Promise<void>((resolve) => (finishFirst = resolve))
    const firstRun = first.exclusive(async () => {
      order.push('first starts')
      await firstHolds
      order.push('first ends')
    })
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve))
    const secondRun = second.exclusive(async () => {
      order.push('second starts')
    })
    await waitingForLock(admin)
    expect(order).toEqual(['first starts'])
    finishFirst()
    await Promise.all([firstRun, secondRun])
    expect(order).toEqual(['first starts', 'first ends', 'second starts'])
  })
})
