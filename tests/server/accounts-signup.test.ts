import * as v from 'valibot'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erpUserResponse } from '../../src/contract/account'
import { categories } from '../../server/areas/catalogue/schema'
import { organisations, users } from '../../server/auth/schema'
import { wallets } from '../../server/areas/money/schema'
import { starterCategories } from '../../server/areas/catalogue/starter-categories'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const company = {
  firstName: 'Saffron Threads',
  lastName: 'Isha Kapoor',
  email: 'Isha@Saffron.example',
  phone: '9123456780',
  password: 'Saffron1',
  city: 'delhi',
  address: '12 Hauz Khas Village, New Delhi',
}

describe('POST /api/accounts/signup', () => {
  it('reports every invalid field with the SPEC messages', async () => {
    const res = await t.post('/api/accounts/signup', {
      firstName: ' ',
      lastName: 'x'.repeat(51),
      email: '',
      phone: '12345',
      password: '123',
      city: '',
      address: '',
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Please enter first name')
    const errors = res.body.errors as Record<string, string[]>
    expect(errors.firstName).toEqual(['Please enter first name'])
    expect(errors.lastName).toEqual(['Last name must be at most 50 characters'])
    expect(errors.email).toContain('Please enter email address')
    expect(errors.phone).toEqual(['Please enter a valid 10-digit mobile number'])
    expect(errors.password).toEqual(['Password must be at least 6 characters'])
    expect(errors.city).toContain('Please select a city')
    expect(errors.address).toEqual(['Please enter address'])
  })

  it('checks the upper limits', async () => {
    const res = await t.post('/api/accounts/signup', { ...company, firstName: 'f'.repeat(51), password: 'p'.repeat(51), address: 'a'.repeat(201) })
    const errors = res.body.errors as Record<string, string[]>
    expect(errors.firstName).toEqual(['First name must be at most 50 characters'])
    expect(errors.password).toEqual(['Password must be at most 50 characters'])
    expect(errors.address).toEqual(['Address must be at most 200 characters'])
  })

  it('creates the organisation and its owner, then login → verify works', async () => {
    const res = await t.post('/api/accounts/signup', company)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ status: true, message: 'Account created. Sign in to continue.' })

    const [user] = await t.db.select().from(users).where(eq(users.email, 'isha@saffron.example'))
    expect(user).toMatchObject({ firstName: 'Isha', lastName: 'Kapoor', role: 'owner', phone: '+919123456780', city: 'delhi' })
    const [org] = await t.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, user?.orgId ?? ''))
    expect(org).toMatchObject({ name: 'Saffron Threads', city: 'delhi', address: '12 Hauz Khas Village, New Delhi', image: null })
    // Its first product template needs a category, and there is no category screen: it starts with a set.
    const starter = await t.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.org_id, org?.id ?? ''))
    expect(starter.map((row) => row.name).sort()).toEqual([...starterCategories].sort())
    // Its rides are paid from its own wallet, there from the start (empty) so it can be topped up.
    const own = await t.db
      .select({ name: wallets.name, balance: wallets.balance_paise })
      .from(wallets)
      .where(and(eq(wallets.org_id, org?.id ?? ''), eq(wallets.kind, 'organisation')))
    expect(own).toEqual([{ name: 'Organisation wallet', balance: 0 }])

    const token = await t.signIn('isha@saffron.example', company.password)
    const erp = v.parse(erpUserResponse, (await t.get('/api/my_accounts/get_erp_user', { token })).body)
    expect(erp.data.erp_org_name).toBe('Saffron Threads')
    expect(erp.data.organisation.id).toBe(org?.id)
    expect(erp.data.user).toMatchObject({ email: 'isha@saffron.example', role: 'owner' })
  })

  it('refuses an email that is already used, whatever its case', async () => {
    const res = await t.post('/api/accounts/signup', { ...company, email: 'OWNER@kesar.example' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      status: false,
      message: 'An account with this email already exists.',
      errors: { email: ['An account with this email already exists.'] },
    })
  })

  it('ignores unknown fields such as a role', async () => {
    const res = await t.post('/api/accounts/signup', { ...company, email: 'ravi@tulsi.example', role: 'admin', orgId: 'x' })
    expect(res.status).toBe(201)
    const [user] = await t.db.select({ role: users.role }).from(users).where(eq(users.email, 'ravi@tulsi.example'))
    expect(user?.role).toBe('owner')
  })
})
