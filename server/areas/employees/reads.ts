import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Employee, EmployeeListParams, Region, SurveyCity } from '../../../src/contract/employees'
import type { Db } from '../../db/client'
import { cityRegions, employeeRegions, surveyEmployees as se } from './schema'
import { iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { employeeNotFound as notFoundText } from '../../../src/paraglide/m/employees'

/** In the language of the request. */
export const employeeNotFound = () => notFoundText()

const { id, org_id: _, ...own } = getTableColumns(se)
// Drizzle leaves a column of a one-table query unqualified; inside a subquery it must name its table.
const employeeId = sql.raw('"survey_employees"."id"')
const regionId = sql.raw('"city_regions"."id"')
// The employee's regions in name order, as two parallel arrays.
const regionIds = sql<
  string[]
>`coalesce((select array_agg(r.id::text order by r.name) from ${employeeRegions} er join ${cityRegions} r on r.id = er.region_id where er.employee_id = ${employeeId}), '{}')`
const regionNames = sql<
  string[]
>`coalesce((select array_agg(r.name order by r.name) from ${employeeRegions} er join ${cityRegions} r on r.id = er.region_id where er.employee_id = ${employeeId}), '{}')`
const columns = { ...own, operator_id: id, region_ids: regionIds, region_names: regionNames }

const selectEmployees = (db: Db) => db.select(columns).from(se)
type Row = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number]

const toEmployee = (row: Row): Employee => ({
  ...row,
  last_seen_at: row.last_seen_at ? iso(row.last_seen_at) : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

const coversRegion = (regionId: string) => sql`exists (select 1 from ${employeeRegions} er where er.employee_id = ${employeeId} and er.region_id = ${regionId})`

/** The employees list, and one employee of the organisation (null for an unknown id or another organisation's). */
export const { list: listEmployees, get: getEmployee } = resourceReads({
  table: se,
  select: selectEmployees,
  toItem: toEmployee,
  order: { by: { name: se.name, city: se.city, created_at: se.created_at, last_seen_at: se.last_seen_at }, default: 'name' },
  search: [se.name, se.phone, se.email],
  filters: (params: EmployeeListParams) => [
    params.city ? eq(se.city, params.city) : undefined,
    params.region_id ? coversRegion(params.region_id) : undefined,
    params.is_active === undefined ? undefined : eq(se.is_active, params.is_active),
  ],
})

/** The city's regions with how many of the organisation's active employees cover each. */
export async function cityRegionList(db: Db, orgId: string, city: SurveyCity): Promise<Region[]> {
  const covering = sql<number>`(select count(*)::int from ${employeeRegions} er join ${se} e on e.id = er.employee_id where er.region_id = ${regionId} and e.org_id = ${orgId} and e.is_active)`
  const rows = await db
    .select({
      region_id: cityRegions.id,
      city: cityRegions.city,
      name: cityRegions.name,
      pincodes: cityRegions.pincodes,
      boundary: cityRegions.boundary,
      employee_count: covering,
    })
    .from(cityRegions)
    .where(and(eq(cityRegions.org_id, orgId), eq(cityRegions.city, city)))
    .orderBy(cityRegions.name)
  return rows.map((row) => ({ ...row, employee_count: Number(row.employee_count) }))
}

/** The ids among `ids` that are the organisation's regions of `city`. */
export async function regionsOfCity(db: Db, orgId: string, city: SurveyCity, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: cityRegions.id })
    .from(cityRegions)
    .where(and(eq(cityRegions.org_id, orgId), eq(cityRegions.city, city), inArray(cityRegions.id, ids)))
  return new Set(rows.map((row) => row.id))
}
