import { eq } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { kesarBrands, kesarCategories, lotusBrands, lotusCategories } from '../areas/catalogue/seed-data'
import type { Db } from './client'
import { demoOrgId, demoPassword, demoUsers, lotusOrgId, lotusOwner, lotusPassword } from './demo'
import type { DemoUser } from './demo'
import { organisations, users } from './schema'
import { seedBooking } from '../areas/booking/seed'
import { seedCatalogue } from '../areas/catalogue/seed'
import { seedMoney } from '../areas/money/seed'
import { subscriberPlans, seedSubscribers } from '../areas/subscribers/seed'
import { seedFeeds } from '../areas/feeds/seed'
import type { CataloguePlan } from '../areas/catalogue/seed'
import { seedEmployees } from '../areas/employees/seed'

type OrgSeed = {
  org: typeof organisations.$inferInsert & { id: string }
  members: DemoUser[]
  password: string
  catalogue: Omit<CataloguePlan, 'orgId'>
}

/** The demo catalogues; `npm start` seeds them in full. */
export const kesarCatalogue: OrgSeed['catalogue'] = {
  skuPrefix: 'KSR',
  brands: kesarBrands,
  categories: kesarCategories,
  templates: 320,
  promoCodes: 220,
  seed: 1,
}
const lotusCatalogue: OrgSeed['catalogue'] = {
  skuPrefix: 'LTS',
  brands: lotusBrands,
  categories: lotusCategories,
  templates: 8,
  promoCodes: 6,
  seed: 2,
}

/** `small` keeps the demo organisation's catalogue to a tenth, for test databases that are copied per file. */
export type SeedOptions = { catalogue?: 'full' | 'small' }

const seeds: OrgSeed[] = [
  {
    org: {
      id: demoOrgId,
      name: 'Kesar Lifestyle Pvt Ltd',
      image: '/demo/kesar-logo.svg',
      city: 'hyd',
      address: 'Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
    },
    members: demoUsers,
    password: demoPassword,
    catalogue: kesarCatalogue,
  },
  {
    org: { id: lotusOrgId, name: 'Lotus Home Decor', image: null, city: 'delhi', address: '18 Khan Market, New Delhi, Delhi 110003' },
    members: [lotusOwner],
    password: lotusPassword,
    catalogue: lotusCatalogue,
  },
]

/** Creates an organisation and its members once; skipped when its fixed id already exists. */
async function seedOrg(db: Db, { org, members, password }: OrgSeed): Promise<boolean> {
  const [existing] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, org.id))
  if (existing) return false
  const rows = await Promise.all(
    members.map(async (member) => ({
      orgId: org.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      phone: member.phone,
      passwordHash: await hashPassword(password),
      role: member.role,
      city: org.city,
    })),
  )
  await db.transaction(async (tx) => {
    await tx.insert(organisations).values(org).onConflictDoNothing()
    await tx.insert(users).values(rows).onConflictDoNothing()
  })
  return true
}

const scaled = (plan: OrgSeed['catalogue'], size: SeedOptions['catalogue']) =>
  size === 'small' ? { ...plan, templates: Math.ceil(plan.templates / 10), promoCodes: Math.ceil(plan.promoCodes / 10) } : plan

/** Wallet history: a year of it for Kesar (12,000 postings, a few hundred in small mode), a little for Lotus. */
const moneyPlan = (orgId: string, size: SeedOptions['catalogue']) =>
  orgId === demoOrgId
    ? { orgId, wallets: size === 'small' ? 8 : 40, transactions: size === 'small' ? 300 : 12_000, seed: 1 }
    : { orgId, wallets: 3, transactions: 20, seed: 2 }

/** Safe at every start: returns the names of the organisations it created or whose catalogue it added. */
export async function seed(db: Db, { catalogue = 'full' }: SeedOptions = {}): Promise<string[]> {
  const created: string[] = []
  for (const entry of seeds) {
    const orgCreated = await seedOrg(db, entry)
    const catalogueCreated = await seedCatalogue(db, { orgId: entry.org.id, ...scaled(entry.catalogue, catalogue) })
    const moneyCreated = await seedMoney(db, moneyPlan(entry.org.id, catalogue))
    const subscribersCreated = await seedSubscribers(db, subscriberPlans(entry.org.id, catalogue))
    await seedFeeds(db, { orgId: entry.org.id, posts: entry.org.id === lotusOrgId ? 5 : catalogue === 'small' ? 40 : 240, seed: entry.catalogue.seed })
    const employees = entry.org.id === demoOrgId ? (catalogue === 'small' ? 16 : 64) : 4
    const employeesCreated = await seedEmployees(db, { orgId: entry.org.id, employees, seed: entry.catalogue.seed })
    if (orgCreated || catalogueCreated || moneyCreated || subscribersCreated || employeesCreated) created.push(entry.org.name)
  }
  await seedBookings(db, catalogue)
  return created
}

/** Bookings over 35 days and 300 delivery tours for Kesar (a tenth in small mode); a few of each for Lotus. */
async function seedBookings(db: Db, size: SeedOptions['catalogue']) {
  const small = size === 'small'
  await seedBooking(db, { orgId: demoOrgId, city: 'hyd', bookings: small ? 200 : 4000, tours: small ? 30 : 300, seed: 11 })
  await seedBooking(db, { orgId: lotusOrgId, city: 'delhi', bookings: 12, tours: 3, seed: 12 })
}
