import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consumeLimits, limitChecks } from '../../server/auth/rate-limit'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const password = 'Kesar@2026'
const email = 'manager@kesar.example'
const login = (pass: string, ip: string) => t.post('/api/accounts/login', { email, password: pass }, { ip })
const signInFrom = async (ip: string) => {
  expect((await login(password, ip)).status).toBe(200)
  const verified = await t.post('/api/accounts/verify-otp', { email, otp: await t.lastCode(email, 'login') }, { ip })
  expect(verified.status).toBe(200)
}
const day = 24 * 60 * 60 * 1000

describe('a stranger cannot slow the owner', () => {
  it("behind the owner's own address (one office NAT) a stranger's failures never delay the owner's correct sign-in", async () => {
    const office = '198.51.100.20'
    await signInFrom(office)
    t.clock.advance(day)
    for (let i = 0; i < 12; i += 1) expect((await login(`Guess${i}@2026`, office)).status).toBe(400)
    // No wait at all: the owner signs in at once, on the same clock second.
    await signInFrom(office)
  })

  it('from an address the owner never used, the stranger is slowed and the owner is not', async () => {
    const stranger = '198.51.100.21'
    for (let i = 0; i < 5; i += 1) expect((await login(`Guess${i}@2026`, stranger)).status).toBe(400)
    expect((await login('Guess5@2026', stranger)).status).toBe(429)
    await signInFrom('198.51.100.20')
  })

  it('the allowance lasts 30 days from the last sign-in there', async () => {
    const cafe = '198.51.100.22'
    await signInFrom(cafe)
    t.clock.advance(31 * day)
    for (let i = 0; i < 5; i += 1) expect((await login(`Guess${i}@2026`, cafe)).status).toBe(400)
    expect((await login(password, cafe)).status).toBe(429)
  })
})

describe('5,000 staff signing in at 9 am behind one load balancer', () => {
  const nineAm = () => t.clock.set('2026-03-02T03:30:00.000Z')
  const signInsFrom = async (addresses: string[]) => {
    const refused: string[] = []
    for (let start = 0; start < addresses.length; start += 250) {
      const batch = addresses.slice(start, start + 250)
      const waits = await Promise.all(batch.map((ip) => consumeLimits(t.db, limitChecks('login', email, ip), t.clock.now)))
      waits.forEach((wait, index) => {
        if (wait !== null) refused.push(batch[index] ?? '')
      })
    }
    return refused
  }

  it('with TRUST_PROXY naming the balancer each has their own address, and none is refused', async () => {
    nineAm()
    const staff = Array.from({ length: 5000 }, (_, index) => `10.${Math.floor(index / 250)}.${index % 250}.9`)
    expect(await signInsFrom(staff)).toEqual([])
  })

  it("without it they all share the balancer's address and its 200 sign-ins per 15 minutes (why the README says to set it)", async () => {
    nineAm()
    const refused = await signInsFrom(Array.from({ length: 201 }, () => '192.0.2.250'))
    expect(refused).toHaveLength(1)
  })
})
