import { eq } from 'drizzle-orm'
import { insertAll } from '../../db/bulk-insert'
import type { Db } from '../../db/client'
import { cityRegions, employeeRegions, surveyEmployees } from './schema'
import { demoRegions } from './seed-regions'
import { daysBefore, seededRandom } from '../../db/seed-random'
import { demoOrgId } from '../../db/demo'
import type { SeedOrg } from '../../kit/area'

type City = 'hyd' | 'delhi'

const firstNames = [
  'Aarav',
  'Priya',
  'Rahul',
  'Sneha',
  'Vikram',
  'Ananya',
  'Karthik',
  'Divya',
  'Arjun',
  'Meera',
  'Rohan',
  'Kavya',
  'Suresh',
  'Lakshmi',
  'Imran',
  'Fatima',
  'Harpreet',
  'Neha',
  'Sanjay',
  'Pooja',
]
const lastNames = ['Reddy', 'Sharma', 'Rao', 'Verma', 'Naidu', 'Gupta', 'Khan', 'Singh', 'Iyer', 'Kapoor', 'Goud', 'Malhotra', 'Chowdary', 'Bansal']

export type EmployeePlan = { orgId: string; employees: number; seed: number }

/** The organisation's regions over the real cities unless it has some, then its employees unless it has some. */
async function seedEmployees(db: Db, { orgId, employees, seed }: EmployeePlan): Promise<boolean> {
  const [anyRegion] = await db.select({ id: cityRegions.id }).from(cityRegions).where(eq(cityRegions.org_id, orgId)).limit(1)
  if (!anyRegion)
    await db
      .insert(cityRegions)
      .values(demoRegions().map((region) => ({ ...region, org_id: orgId })))
      .onConflictDoNothing()
  const [existing] = await db.select({ id: surveyEmployees.id }).from(surveyEmployees).where(eq(surveyEmployees.org_id, orgId)).limit(1)
  if (existing) return false
  const regions = await db.select({ id: cityRegions.id, city: cityRegions.city }).from(cityRegions).where(eq(cityRegions.org_id, orgId))
  const random = seededRandom(seed)
  const now = Date.now()
  const people: (typeof surveyEmployees.$inferInsert)[] = []
  const covers: (typeof employeeRegions.$inferInsert)[] = []
  for (let index = 0; index < employees; index++) {
    const id = crypto.randomUUID()
    const first = random.pick(firstNames)
    const last = random.pick(lastNames)
    const city: City = random.chance(0.55) ? 'hyd' : 'delhi'
    const createdAt = daysBefore(now, random.int(10, 400))
    people.push({
      id,
      org_id: orgId,
      name: `${first} ${last}`,
      phone: `9${String(seed * 100_000_000 + 10_000_000 + index * 7919).slice(-9)}`,
      email: `${first}.${last}.${index}@survey.example`.toLowerCase(),
      city,
      is_active: random.chance(0.85),
      last_seen_at: random.chance(0.9) ? daysBefore(now, random.int(0, 14 * 24) / 24) : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    const own = regions.filter((region) => region.city === city)
    for (const region of random.some(own, random.int(1, 4))) covers.push({ employee_id: id, region_id: region.id })
  }
  await db.transaction(async (tx) => {
    await insertAll(tx, surveyEmployees, people)
    await insertAll(tx, employeeRegions, covers)
  })
  return true
}

/** The employees seed step (its index.ts): 64 field employees for Kesar (16 in small mode), 4 for Lotus. */
export const employeeSeed = (db: Db, { orgId, size, seed }: SeedOrg) =>
  seedEmployees(db, { orgId, employees: orgId === demoOrgId ? (size === 'small' ? 16 : 64) : 4, seed })
