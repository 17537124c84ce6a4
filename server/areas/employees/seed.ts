import { eq } from 'drizzle-orm'
import { insertAll } from '../../db/bulk-insert'
import type { Db } from '../../db/client'
import { cityRegions, employeeRegions, surveyEmployees } from './schema'
import type { LngLat } from './schema'
import { daysBefore, seededRandom } from '../../db/seed-random'
import type { Random } from '../../db/seed-random'
import { demoOrgId } from '../../db/demo'
import type { SeedOrg } from '../../kit/area'

type City = 'hyd' | 'delhi'

/** Made-up but plausible: a 6 x 4 lattice of neighbourhoods over each city, its inner corners nudged. */
const grids: Record<City, { names: string[]; west: number; east: number; south: number; north: number; pin: number }> = {
  hyd: {
    names: [
      'Kukatpally',
      'Balanagar',
      'Bowenpally',
      'Alwal',
      'Malkajgiri',
      'Uppal',
      'Madhapur',
      'Ameerpet',
      'Begumpet',
      'Secunderabad',
      'Tarnaka',
      'Habsiguda',
      'Gachibowli',
      'Jubilee Hills',
      'Banjara Hills',
      'Himayatnagar',
      'Amberpet',
      'Nacharam',
      'Manikonda',
      'Tolichowki',
      'Mehdipatnam',
      'Charminar',
      'Dilsukhnagar',
      'LB Nagar',
    ],
    west: 78.33,
    east: 78.6,
    south: 17.33,
    north: 17.53,
    pin: 500_001,
  },
  delhi: {
    names: [
      'Rohini',
      'Pitampura',
      'Model Town',
      'Civil Lines',
      'Shahdara',
      'Dilshad Garden',
      'Paschim Vihar',
      'Punjabi Bagh',
      'Karol Bagh',
      'Connaught Place',
      'Preet Vihar',
      'Mayur Vihar',
      'Janakpuri',
      'Rajouri Garden',
      'Dhaula Kuan',
      'Lajpat Nagar',
      'Nizamuddin',
      'Mayur Vihar Phase 3',
      'Dwarka',
      'Palam',
      'Vasant Kunj',
      'Saket',
      'Kalkaji',
      'Badarpur',
    ],
    west: 77.03,
    east: 77.33,
    south: 28.5,
    north: 28.74,
    pin: 110_001,
  },
}
const columns = 6
const rows = 4

function lattice(city: City, random: Random): LngLat[][] {
  const { west, east, south, north } = grids[city]
  const dx = (east - west) / columns
  const dy = (north - south) / rows
  return Array.from({ length: rows + 1 }, (_, r) =>
    Array.from({ length: columns + 1 }, (_, c): LngLat => {
      const inner = r > 0 && r < rows && c > 0 && c < columns
      const nudge = (size: number) => (inner ? (random.next() - 0.5) * 0.5 * size : 0)
      return [round(west + c * dx + nudge(dx)), round(north - r * dy + nudge(dy))]
    }),
  )
}
const round = (value: number) => Math.round(value * 10_000) / 10_000

/** Every region of both cities (48), each a four-cornered polygon sharing its edges with its neighbours. */
function makeRegions(): (typeof cityRegions.$inferInsert)[] {
  const random = seededRandom(10)
  return (['hyd', 'delhi'] as const).flatMap((city) => {
    const points = lattice(city, random)
    const at = (r: number, c: number) => points[r]?.[c] ?? [0, 0]
    return grids[city].names.map((name, index) => {
      const r = Math.floor(index / columns)
      const c = index % columns
      const first = grids[city].pin + index * 3
      return {
        city,
        name,
        pincodes: [first, first + 1, first + 2].slice(0, 2 + (index % 2)).map(String),
        boundary: [at(r, c), at(r, c + 1), at(r + 1, c + 1), at(r + 1, c)],
      }
    })
  })
}

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

/** The regions once (shared by all organisations), then the organisation's employees unless it has some. */
async function seedEmployees(db: Db, { orgId, employees, seed }: EmployeePlan): Promise<boolean> {
  const [anyRegion] = await db.select({ id: cityRegions.id }).from(cityRegions).limit(1)
  if (!anyRegion) await db.insert(cityRegions).values(makeRegions()).onConflictDoNothing()
  const [existing] = await db.select({ id: surveyEmployees.id }).from(surveyEmployees).where(eq(surveyEmployees.org_id, orgId)).limit(1)
  if (existing) return false
  const regions = await db.select({ id: cityRegions.id, city: cityRegions.city }).from(cityRegions)
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
