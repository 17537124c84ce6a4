import { describe, expect, it } from 'vitest'
import { availableParallelism } from 'node:os'
import { loadEnv, seedsDemo } from '../../server/env'
import { apiProcessCount, workerHeapFlags } from '../../server/ops/cluster'

describe('loadEnv', () => {
  it('applies the defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DB_POOL_MAX: 10,
      DB_CONNECT_TIMEOUT_MS: 5000,
      DB_STATEMENT_TIMEOUT_MS: 30_000,
      DATA_DIR: '.data/pglite',
      CODE_TRANSPORT: 'console',
      CODE_OUTBOX: '.data/outbox.jsonl',
      MSG91_BASE_URL: 'https://control.msg91.com',
      SESSION_TTL_HOURS: 168,
      STATIC_DIR: 'dist',
      TRUST_PROXY: false,
      DRAIN_MS: 0,
      RAZORPAY_API_URL: 'https://api.razorpay.com',
      RATE_LIMIT_MULTIPLIER: 1,
      VAPID_SUBJECT: 'mailto:push@back-office.invalid',
      WEBHOOK_ALLOW_PRIVATE: false,
      BACKUP_KEEP_DAYS: 7,
      BACKUP_S3_REGION: 'us-east-1',
    })
  })

  it('reads where backups go off the machine and refuses an address that is not s3://bucket/prefix', () => {
    const s3 = { BACKUP_S3_URL: 's3://backoffice-backups/prod', BACKUP_S3_ENDPOINT: 'https://minio.example.com:9000', BACKUP_KEEP_DAYS: '30' }
    expect(loadEnv(s3)).toMatchObject({ ...s3, BACKUP_KEEP_DAYS: 30 })
    expect(() => loadEnv({ BACKUP_S3_URL: 'https://bucket.s3.amazonaws.com' })).toThrow(/BACKUP_S3_URL: must be s3:\/\/bucket/)
    expect(() => loadEnv({ BACKUP_KEEP_DAYS: '0' })).toThrow(/BACKUP_KEEP_DAYS/)
  })

  it('reads a VAPID key pair and refuses one that is not base64url', () => {
    const pair = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43), VAPID_SUBJECT: 'https://backoffice.example.com' }
    expect(loadEnv(pair)).toMatchObject(pair)
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'not a key!' })).toThrow(/VAPID_PUBLIC_KEY/)
  })

  it('reads values and treats empty ones as unset', () => {
    const env = loadEnv({ PORT: '8080', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://u:p@db/x', HOST: '' })
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: true, DATABASE_URL: 'postgres://u:p@db/x', HOST: '127.0.0.1' })
  })

  it('reads the PostgreSQL pool settings and refuses a pool of none', () => {
    expect(loadEnv({ DB_POOL_MAX: '4', DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '9000' })).toMatchObject({
      DB_POOL_MAX: 4,
      DB_CONNECT_TIMEOUT_MS: 2000,
      DB_STATEMENT_TIMEOUT_MS: 9000,
    })
    expect(() => loadEnv({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/)
  })

  it('runs one API process per core on PostgreSQL, API_PROCESSES of them when set, and one on PGlite', () => {
    const url = 'postgres://u:p@db/x'
    expect(apiProcessCount(loadEnv({ DATABASE_URL: url }))).toBe(availableParallelism())
    expect(apiProcessCount(loadEnv({ DATABASE_URL: url, API_PROCESSES: '3' }))).toBe(3)
    expect(apiProcessCount(loadEnv({ API_PROCESSES: '3' }))).toBe(1)
    expect(() => loadEnv({ API_PROCESSES: '0' })).toThrow(/API_PROCESSES/)
    expect(() => loadEnv({ API_PROCESSES: 'many' })).toThrow(/API_PROCESSES: must be a number/)
  })

  it("gives each worker a smaller heap unless the operator set V8's heap sizes", () => {
    expect(workerHeapFlags([])).toEqual(['--max-semi-space-size=8', '--max-old-space-size=256'])
    expect(workerHeapFlags(['--max-old-space-size=1024'])).toEqual(['--max-semi-space-size=8'])
    expect(workerHeapFlags([], '--enable-source-maps --max-semi-space-size=32')).toEqual(['--max-old-space-size=256'])
  })

  it('fails with every bad variable named', () => {
    expect(() => loadEnv({ PORT: 'abc', CODE_TRANSPORT: 'sms', DATABASE_URL: 'mysql://x' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: must start with postgres:\/\/\n {2}CODE_TRANSPORT: must be console or file/,
    )
  })
})

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales every sign-in limit and defaults to the production limits', async () => {
    const { limitChecks } = await import('../../server/auth/rate-limit')
    const base = limitChecks('verify', 'a@b.in', '10.0.0.1').map((check) => check.rule.limit)
    const scaled = limitChecks('verify', 'a@b.in', '10.0.0.1', loadEnv({ RATE_LIMIT_MULTIPLIER: '50' }).RATE_LIMIT_MULTIPLIER).map((check) => check.rule.limit)
    expect(base).toEqual([200])
    expect(scaled).toEqual([10_000])
  })

  it('seeds the demo data into the embedded database, into DATABASE_URL only when asked, and never in production', () => {
    expect(seedsDemo(loadEnv({}))).toBe(true)
    expect(seedsDemo(loadEnv({ DATABASE_URL: 'postgres://u:p@db/x' }))).toBe(false)
    expect(seedsDemo(loadEnv({ DATABASE_URL: 'postgres://u:p@db/x', SEED_DEMO: 'true' }))).toBe(true)
    expect(seedsDemo(loadEnv({ SEED_DEMO: 'false' }))).toBe(false)
    // The embedded database of a production start (the image's) has no demo data either.
    expect(seedsDemo(loadEnv({ NODE_ENV: 'production' }))).toBe(false)
    expect(() => loadEnv({ SEED_DEMO: 'true', NODE_ENV: 'production' })).toThrow(/SEED_DEMO: the demo data and its published password are never seeded/)
  })
})
