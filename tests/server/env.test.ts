import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../server/env'

describe('loadEnv', () => {
  it('applies the defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: '.data/pglite',
      CODE_TRANSPORT: 'console',
      CODE_OUTBOX: '.data/outbox.jsonl',
      SESSION_TTL_HOURS: 168,
      STATIC_DIR: 'dist',
      TRUST_PROXY: false,
      RATE_LIMIT_MULTIPLIER: 1,
    })
  })

  it('reads values and treats empty ones as unset', () => {
    const env = loadEnv({ PORT: '8080', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://u:p@db/x', HOST: '' })
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: true, DATABASE_URL: 'postgres://u:p@db/x', HOST: '127.0.0.1' })
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
})
