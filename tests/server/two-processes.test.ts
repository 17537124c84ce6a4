import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoLogin, demoOrgId } from '../../server/db/demo'
import { freePort, postgresFor, spawnApi, stopApi, waitForStart } from './api-process'
import type { ApiProcess } from './api-process'

/**
 * Two API processes on one PostgreSQL database, started at once on an empty one, as behind a load balancer
 * (README, "Several API processes"). The database is `<test database>_two` when it exists or the role may
 * create it (CI: .ci/run creates it), else the test database itself: the suite's files run one at a time and
 * each empties it first. In CI an unreachable server fails this file; on a laptop without one it warns.
 */
const testUrl = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'
const appName = 'back-office-api'

type Api = ApiProcess
let admin: pg.Client | undefined
let apis: Api[] = []
let root: string

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => undefined)
    throw error
  }
}

/** The database of this file: `<test database>_two` if it exists or can be made, else the test database. */
async function ownDatabase(): Promise<string | undefined> {
  const main = await postgresFor(testUrl, 'The two-process test')
  if (!main) return undefined
  const name = `${new URL(testUrl).pathname.slice(1)}_two`
  try {
    const { rowCount } = await main.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await main.query(`create database "${name.replace(/"/g, '""')}"`)
    admin = await connect(withDatabase(testUrl, name))
    await main.end()
    return withDatabase(testUrl, name)
  } catch {
    // No CREATEDB for this role (or no access to that database): the test database, emptied below.
    admin = main
    return testUrl
  }
}

// Two machines: each its own data folder and its own ads service (the API's child), on the one database.
const startApi = (url: string, port: number, adsPort: number, folder: string): Api =>
  spawnApi(root, port, {
    DATABASE_URL: url,
    DATA_DIR: join(root, folder, 'pglite'),
    SEED_DEMO: 'true',
    NODE_ENV: 'test',
    ADS_PORT: String(adsPort),
    // The test is the load balancer: one hop, its X-Forwarded-For names the caller.
    TRUST_PROXY: '1',
  })

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-two-'))
  const url = await ownDatabase()
  if (!url || !admin) return
  // An empty database: no tables, no migrations journal.
  await admin.query(
    'drop schema if exists drizzle cascade; drop schema if exists ads_drizzle cascade; drop schema if exists ads cascade; drop schema if exists public cascade; create schema public;',
  )
  const ports = [await freePort(), await freePort(), await freePort(), await freePort()]
  apis = [startApi(url, ports[0]!, ports[1]!, 'a'), startApi(url, ports[2]!, ports[3]!, 'b')]
  for (const api of apis) await waitForStart(api, 120_000)
  await vi.waitFor(() => expect(apis.every((api) => api.out().includes('Ads service running at'))).toBe(true), { timeout: 60_000, interval: 100 })
}, 180_000)

afterAll(async () => {
  await Promise.all(apis.map(stopApi))
  await admin?.end()
  rmSync(root, { recursive: true, force: true })
})

type Answer = { status: number; body: Record<string, unknown>; replayed: boolean }
async function call(
  api: Api | undefined,
  path: string,
  init: { token?: string; body?: unknown; ip?: string; key?: string; method?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '192.0.2.1' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.key) headers['idempotency-key'] = init.key
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${api?.base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  const body = response.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as Record<string, unknown>) : {}
  return { status: response.status, body, replayed: response.headers.get('idempotent-replayed') === 'true' }
}

const outboxLines = () => (existsSync(join(root, 'outbox.jsonl')) ? readFileSync(join(root, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean) : [])
const lastCode = () => {
  const lines = outboxLines()
  return (JSON.parse(lines.at(-1) ?? '{}') as { code: string }).code
}
const account = (api: Api | undefined, token: string) => call(api, '/api/my_accounts/get_erp_user', { token })
const alive = () => apis.map(({ child }) => child.exitCode)

describe('two API processes on one PostgreSQL database', () => {
  it('both start at once on an empty database: one migrates and seeds, the other waits its turn', async () => {
    if (!admin) return
    expect(alive()).toEqual([null, null])
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from organisations where id = $1', [demoOrgId])
    expect(rows[0]?.n).toBe(1)
    for (const api of apis) expect(api.out()).not.toMatch(/duplicate key|Unhandled/)
    // The main and the ads demo data, each seeded by one of the two, and the ads migrations applied once.
    expect(apis.filter((api) => api.out().includes('Seeded demo data:'))).toHaveLength(1)
    expect(apis.filter((api) => api.out().includes('Seeded ads demo data:'))).toHaveLength(1)
    const journal = JSON.parse(readFileSync('server/areas/ads/service/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
    const applied = await admin.query<{ n: number }>('select count(*)::int as n from ads_drizzle.__drizzle_migrations')
    expect(applied.rows[0]?.n).toBe(journal.entries.length)
  })

  it('a session made on one works on the other, and its code went out once (a job of the shared queue)', async () => {
    if (!admin) return
    const [a, b] = apis
    const before = outboxLines().length
    expect((await call(a, '/api/accounts/login', { body: demoLogin })).status).toBe(200)
    // The code goes out as a job of the shared queue, which both work: sent once.
    await vi.waitFor(() => expect(outboxLines().length).toBeGreaterThan(before), { timeout: 10_000 })
    const verified = await call(b, '/api/accounts/verify-otp', { body: { email: demoLogin.email, otp: lastCode() } })
    const token = String(verified.body.token)
    expect((await account(a, token)).status).toBe(200)
    expect((await account(b, token)).status).toBe(200)
    expect(outboxLines()).toHaveLength(before + 1)
  })

  it('one Idempotency-Key sent to both at once makes one row', async () => {
    if (!admin) return
    expect((await call(apis[0], '/api/accounts/login', { body: demoLogin })).status).toBe(200)
    const token = String((await call(apis[0], '/api/accounts/verify-otp', { body: { email: demoLogin.email, otp: lastCode() } })).body.token)
    const { rows } = await admin.query<{ id: string }>('select id from product_templates where org_id = $1 limit 1', [demoOrgId])
    const sku = `TWO-${Date.now().toString(36).toUpperCase()}`
    const body = {
      template_id: rows[0]?.id,
      sku,
      name: `Two processes ${sku}`,
      mrp_paise: 149_900,
      price_paise: 129_900,
      initial_stock_hyd: 1,
      initial_stock_delhi: 1,
    }
    const key = `two-${sku}`
    const answers = await Promise.all(apis.map((api) => call(api, '/api/add_products/create_product_variant', { token, body, key })))
    expect(answers.map(({ status }) => status)).toEqual([201, 201])
    expect(answers.filter(({ replayed }) => replayed)).toHaveLength(1)
    const made = await admin.query('select 1 from product_variants where sku = $1', [sku])
    expect(made.rowCount).toBe(1)
  })

  it('the dashboard figures agree across both: a write on one shows on the other at once, computed once for both', async () => {
    if (!admin) return
    expect((await call(apis[0], '/api/accounts/login', { body: demoLogin })).status).toBe(200)
    const token = String((await call(apis[0], '/api/accounts/verify-otp', { body: { email: demoLogin.email, otp: lastCode() } })).body.token)
    const variants = async (api: Api | undefined) => {
      const answer = await call(api, '/api/dashboard/vendor-stats', { token })
      const counts = (answer.body.data as { counts: { key: string; value: number }[] }).counts
      return { value: counts.find(({ key }) => key === 'product_variants')?.value, at: (answer.body.data as { generated_at: string }).generated_at }
    }
    // Each process's first load may compute (a write it made earlier in this file says so); after that, one
    // computing serves both: the same figures, made at the same moment.
    await variants(apis[0])
    await variants(apis[1])
    const onA = await variants(apis[0])
    expect(await variants(apis[1])).toEqual(onA)
    const stored = await admin.query<{ n: number }>('select count(*)::int as n from shared_figures where key = $1 and figures is not null', [
      `stats:${demoOrgId}`,
    ])
    expect(stored.rows[0]?.n).toBe(1)
    const { rows } = await admin.query<{ id: string }>('select id from product_templates where org_id = $1 limit 1', [demoOrgId])
    const sku = `DASH-${Date.now().toString(36).toUpperCase()}`
    const body = {
      template_id: rows[0]?.id,
      sku,
      name: `Dashboard ${sku}`,
      mrp_paise: 99_900,
      price_paise: 89_900,
      initial_stock_hyd: 1,
      initial_stock_delhi: 1,
    }
    expect((await call(apis[1], '/api/add_products/create_product_variant', { token, body })).status).toBe(201)
    // Within the 5 s the figures are kept: the other process computes them again, as the writer does.
    expect((await variants(apis[0])).value).toBe((onA.value ?? 0) + 1)
    expect((await variants(apis[1])).value).toBe((onA.value ?? 0) + 1)
  })

  it("a list's kept count, and a role's grants, change on the other process once a write's commit is heard", async () => {
    if (!admin) return
    const [a, b] = apis
    expect((await call(a, '/api/accounts/login', { body: demoLogin })).status).toBe(200)
    const token = String((await call(a, '/api/accounts/verify-otp', { body: { email: demoLogin.email, otp: lastCode() } })).body.token)
    const total = async (api: Api | undefined) => {
      const answer = await call(api, '/api/add_products/product_variants?search=KEPT-&page_size=1', { token })
      return (answer.body.pagination as { total: number }).total
    }
    const { rows } = await admin.query<{ id: string }>('select id from product_templates where org_id = $1 limit 1', [demoOrgId])
    const create = (sku: string) =>
      call(a, '/api/add_products/create_product_variant', {
        token,
        body: { template_id: rows[0]?.id, sku, name: `Kept ${sku}`, mrp_paise: 99_900, price_paise: 89_900, initial_stock_hyd: 1, initial_stock_delhi: 1 },
      })
    expect((await create(`KEPT-${Date.now().toString(36).toUpperCase()}A`)).status).toBe(201)
    expect((await create(`KEPT-${Date.now().toString(36).toUpperCase()}B`)).status).toBe(201)
    // Read twice on B: the second answer is its kept count.
    expect(await total(b)).toBe(2)
    expect(await total(b)).toBe(2)
    expect((await create(`KEPT-${Date.now().toString(36).toUpperCase()}C`)).status).toBe(201)
    await vi.waitFor(async () => expect(await total(b)).toBe(3), { timeout: 5000, interval: 20 })

    // The catalogue role loses the variants screen, on A: B refuses it once the commit is heard.
    const catalogue = await admin.query<{ id: string; updated_at: string }>(
      `select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at from roles where org_id = $1 and key = 'catalogue'`,
      [demoOrgId],
    )
    const role = catalogue.rows[0]
    const member = { email: 'catalogue@kesar.example', password: demoLogin.password }
    const before = outboxLines().length
    expect((await call(b, '/api/accounts/login', { body: member, ip: '192.0.2.7' })).status).toBe(200)
    await vi.waitFor(() => expect(outboxLines().length).toBeGreaterThan(before), { timeout: 10_000 })
    const their = String((await call(b, '/api/accounts/verify-otp', { body: { email: member.email, otp: lastCode() }, ip: '192.0.2.7' })).body.token)
    const variantsOnB = () => call(b, '/api/add_products/product_variants?page_size=1', { token: their })
    expect((await variantsOnB()).status).toBe(200)
    expect((await variantsOnB()).status).toBe(200)
    const edited = await call(a, `/api/accounts/roles/${role?.id}`, {
      token,
      method: 'PUT',
      body: { grants: { '/feeds': 'view' }, updated_at: role?.updated_at },
    })
    expect(edited.status).toBe(200)
    await vi.waitFor(async () => expect((await variantsOnB()).status).toBe(403), { timeout: 5000, interval: 20 })
  })

  it('sign-in throttles count across both', async () => {
    if (!admin) return
    const ip = '198.51.100.77'
    const guess = (index: number) =>
      call(apis[index % 2], '/api/accounts/login', { body: { email: 'finance@kesar.example', password: `Guess${index}@2026` }, ip })
    // Five free failures between the two processes, then the sixth waits, whichever process it reaches.
    for (let index = 0; index < 5; index += 1) expect((await guess(index)).status).toBe(400)
    expect((await guess(5)).status).toBe(429)
    expect((await guess(6)).status).toBe(429)
  })

  it('ending every database connection of both (pg_terminate_backend) kills neither', async () => {
    if (!admin) return
    expect((await call(apis[0], '/api/accounts/login', { body: demoLogin })).status).toBe(200)
    const token = String((await call(apis[1], '/api/accounts/verify-otp', { body: { email: demoLogin.email, otp: lastCode() } })).body.token)
    // Several requests at once on each, so both pools hold connections.
    await Promise.all(apis.flatMap((api) => Array.from({ length: 4 }, () => account(api, token))))
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name = $1',
      [appName],
    )
    expect(ended.rowCount).toBeGreaterThanOrEqual(2)
    await vi.waitFor(() => expect(apis.every((api) => api.out().includes('[database] an idle connection was lost'))).toBe(true), {
      timeout: 5000,
      interval: 20,
    })
    expect(alive()).toEqual([null, null])
    // Both serve again on fresh connections (a request that met a dead connection before its pool noticed may get a 500).
    await vi.waitFor(
      async () => {
        const after = await Promise.all(apis.flatMap((api) => Array.from({ length: 3 }, () => account(api, token))))
        expect(after.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200])
      },
      { timeout: 10_000, interval: 100 },
    )
    expect(alive()).toEqual([null, null])
    for (const api of apis) expect(api.out()).not.toContain('Unhandled')
  })
})
