import { eq } from 'drizzle-orm'
import { areas } from './areas'
import { hashPassword } from './auth/passwords'
import type { Db } from './db/client'
import { demoOrgId, demoPassword, demoUsers, lotusOrgId, lotusOwner, lotusPassword } from './db/demo'
import type { DemoUser } from './db/demo'
import { organisations, roles, users } from './auth/schema'
import { ensureRoles } from './auth/roles'
import type { Grants } from '../src/contract/permissions'

type OrgSeed = {
  org: typeof organisations.$inferInsert & { id: string }
  members: DemoUser[]
  /** Its own roles beside the eight defaults (docs/accounts.md#roles-as-data). */
  roles?: { key: string; name: string; grants: Grants }[]
  password: string
  /** The areas' random seed for this organisation. */
  seed: number
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
    // A custom role for a first look at roles as data: the stock and the bookings, nothing else.
    roles: [{ key: 'r-storelead', name: 'Store lead', grants: { '/inventory': 'change', '/bookings-all': 'change' } }],
    password: demoPassword,
    seed: 1,
  },
  {
    org: { id: lotusOrgId, name: 'Lotus Home Decor', image: null, city: 'delhi', address: '18 Khan Market, New Delhi, Delhi 110003' },
    members: [lotusOwner],
    password: lotusPassword,
    seed: 2,
  },
]

/** Creates an organisation and its members once; skipped when its fixed id already exists. */
async function seedOrg(db: Db, { org, members, password, roles: own = [] }: OrgSeed): Promise<boolean> {
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
    await ensureRoles(tx, org.id)
    if (own.length)
      await tx
        .insert(roles)
        .values(own.map((role) => ({ ...role, orgId: org.id, builtin: false })))
        .onConflictDoNothing()
  })
  return true
}

/**
 * Safe at every start: returns the names of the organisations it created or whose demo data it added. Each
 * organisation and its members first, then every area's seed step in the order of the list of areas
 * (server/areas/index.ts: the catalogue before the subscribers whose complaints name its variants).
 */
export async function seed(db: Db, { catalogue = 'full' }: SeedOptions = {}): Promise<string[]> {
  const created: string[] = []
  for (const entry of seeds) {
    let added = await seedOrg(db, entry)
    for (const area of areas) {
      if (await area.seed?.(db, { orgId: entry.org.id, size: catalogue, seed: entry.seed })) added = true
    }
    if (added) created.push(entry.org.name)
  }
  return created
}
