import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createAdsDb } from '../../server/areas/ads/service/db/client'
import { campaigns } from '../../server/areas/ads/service/db/schema'
import { loadAdsEnv, seedsAdsDemo } from '../../server/areas/ads/service/env'
import { startAdsService } from '../../server/areas/ads/service/start'
import type { AdsService } from '../../server/areas/ads/service/start'
import { freePort, postgresFor } from './api-process'

// issue 32: the ads service migrates and seeds under the main API's start-up lock (two machines on one PostgreSQL,
// each with its ads service), and never seeds its demo campaigns with NODE_ENV=production.

const services: AdsService[] = []
afterAll(async () => {
  await Promise.all(services.map((service) => service.stop()))
})

describe('the ads demo seed', () => {
  it('goes into an embedded database by default, into PostgreSQL only when asked, and never in production', () => {
    expect(seedsAdsDemo({})).toBe(true)
    expect(seedsAdsDemo({ ADS_DATABASE_URL: 'postgres://db/app' })).toBe(false)
    expect(seedsAdsDemo({ ADS_DATABASE_URL: 'postgres://db/app', SEED_DEMO: true })).toBe(true)
    expect(seedsAdsDemo({ NODE_ENV: 'production' })).toBe(false)
    expect(seedsAdsDemo({ NODE_ENV: 'production', SEED_DEMO: true })).toBe(false)
    expect(() => loadAdsEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow('SEED_DEMO: the demo data is never seeded with NODE_ENV=production')
  })

  it('is not written by a service started with NODE_ENV=production on a new database', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'backoffice-ads-')), 'ads')
    try {
      const service = await startAdsService(loadAdsEnv({ NODE_ENV: 'production', ADS_DATA_DIR: dataDir, ADS_PORT: String(await freePort()) }))
      await service.stop()
      // Migrated (the table is there), and empty.
      const handle = await createAdsDb({ ADS_DATA_DIR: dataDir })
      try {
        expect((await handle.db.select({ n: count() }).from(campaigns))[0]?.n).toBe(0)
      } finally {
        await handle.close()
      }
    } finally {
      rmSync(dirname(dataDir), { recursive: true, force: true })
    }
  }, 120_000) // a new PGlite folder made on disk, then opened again
})

describe('the ads service on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'

  it('waits for the start-up lock another process holds before it migrates, and seeds nothing in production', async () => {
    const admin = await postgresFor(url, 'the ads start-up lock test')
    if (!admin) return
    try {
      await admin.query('drop schema if exists ads_drizzle cascade; drop schema if exists ads cascade;')
      await admin.query('select pg_advisory_lock(7301995004)')
      const port = await freePort()
      let started = false
      const starting = startAdsService(loadAdsEnv({ NODE_ENV: 'production', ADS_DATABASE_URL: url, ADS_PORT: String(port) })).then((service) => {
        started = true
        services.push(service)
        return service
      })
      // It asks for the lock and waits: no schema of its own yet.
      for (;;) {
        const { rows } = await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = (7301995004::bigint & x'ffffffff'::bigint)",
        )
        if (rows[0]?.n) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(started).toBe(false)
      expect((await admin.query("select 1 from information_schema.schemata where schema_name = 'ads_drizzle'")).rowCount).toBe(0)
      await admin.query('select pg_advisory_unlock(7301995004)')
      await starting
      const handle = await createAdsDb({ ADS_DATABASE_URL: url, ADS_DATA_DIR: 'memory://' })
      try {
        expect((await handle.db.select({ n: count() }).from(campaigns))[0]?.n).toBe(0)
      } finally {
        await handle.close()
      }
    } finally {
      await admin.end()
    }
  })
})
