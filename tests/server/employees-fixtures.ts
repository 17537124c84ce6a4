import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { brands } from '../../server/areas/catalogue/schema'
import { cityRegions, surveyEmployees } from '../../server/areas/employees/schema'
import type { EmployeeCreateBody } from '../../src/contract/employees'

export type SurveyIds = { orgId: string; employeeId: string; city: 'hyd' | 'delhi'; regionIds: string[] }

/** The organisation of a seeded brand, its first employee by name, and two regions of that employee's city. */
export async function surveyIdsOf(db: Db, brandId: string): Promise<SurveyIds> {
  const [brand] = await db.select({ orgId: brands.org_id }).from(brands).where(eq(brands.id, brandId))
  if (!brand) throw new Error('unknown brand')
  return surveyIdsOfOrg(db, brand.orgId)
}

export async function surveyIdsOfOrg(db: Db, orgId: string): Promise<SurveyIds> {
  const [employee] = await db
    .select({ id: surveyEmployees.id, city: surveyEmployees.city })
    .from(surveyEmployees)
    .where(eq(surveyEmployees.org_id, orgId))
    .orderBy(asc(surveyEmployees.name), asc(surveyEmployees.id))
    .limit(1)
  if (!employee) throw new Error(`organisation ${orgId} has no seeded employees`)
  const regions = await db
    .select({ id: cityRegions.id })
    .from(cityRegions)
    .where(and(eq(cityRegions.org_id, orgId), eq(cityRegions.city, employee.city)))
    .orderBy(asc(cityRegions.name))
    .limit(2)
  return { orgId, employeeId: employee.id, city: employee.city, regionIds: regions.map((region) => region.id) }
}

/** A 10-digit mobile number that differs for each `unique`. */
const phoneOf = (unique: string) => {
  let hash = 7
  for (const char of unique) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000
  return `8${String(hash).padStart(9, '0')}`
}

export const employeeBody = (unique: string, { city, regionIds }: SurveyIds, overrides: Partial<EmployeeCreateBody> = {}): EmployeeCreateBody => ({
  name: `Survey ${unique}`,
  phone: phoneOf(unique),
  email: `survey.${unique.toLowerCase()}@example.com`,
  city,
  region_ids: regionIds,
  is_active: true,
  ...overrides,
})
