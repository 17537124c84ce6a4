import { and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { checkRegionGeometry, extentOf, inPolygon } from '../../../src/contract/employees/geo'
import type { LngLat, Polygon } from '../../../src/contract/employees/geo'
import type { SurveyCity } from '../../../src/contract/employees/list'
import { featureProperties, geometryMessage, regionLabels } from '../../../src/contract/employees/regions'
import type { RegionImportBody, regionUpdateBody } from '../../../src/contract/employees/regions'
import type { ImportError } from '../../../src/contract/import'
import type { Db, Tx } from '../../db/client'
import { diff, recordChange, recordChanges } from '../../kit/history'
import type { HistoryRecord } from '../../kit/history'
import { fail, isUniqueViolation } from '../../kit/result'
import type { Outcome } from '../../kit/result'
import { cityRegions, employeeRegions, surveyEmployees } from './schema'
import {
  employeesNotOfCity,
  labelBoundary,
  labelName,
  labelPincodes,
  regionNameTaken,
  regionNameTwice,
  regionNotFound,
} from '../../../src/paraglide/m/employees'

type RegionValue = { name: string; pincodes: string[]; boundary: Polygon }

// Drizzle leaves a column of a one-table query unqualified; inside a subquery it must name its table.
const activeCount = sql<number>`(select count(*)::int from ${employeeRegions} er join ${surveyEmployees} e on e.id = er.employee_id where er.region_id = ${sql.raw('"city_regions"."id"')} and e.is_active)`

/**
 * Each feature of a GeoJSON import checked as a region (its number in the file, from 1, stands for the CSV's line):
 * a name (once in the file), pincodes if any, and a Polygon that is one of an Indian city's.
 */
export function checkFeatures(features: readonly unknown[]): { values: RegionValue[]; errors: ImportError[] } {
  const errors: ImportError[] = []
  const values: RegionValue[] = []
  const seen = new Map<string, number>()
  for (const [index, feature] of features.entries()) {
    const line = index + 1
    const before = errors.length
    const { properties, geometry } = (feature ?? {}) as { properties?: unknown; geometry?: unknown }
    const named = v.safeParse(featureProperties, properties ?? {})
    if (!named.success) {
      for (const issue of named.issues)
        errors.push({ line, column: v.getDotPath(issue)?.startsWith('pincodes') ? labelPincodes() : labelName(), message: issue.message })
    } else {
      const key = named.output.name.toLowerCase()
      const first = seen.get(key)
      if (first !== undefined) errors.push({ line, column: labelName(), message: regionNameTwice({ line: String(first) }) })
      else seen.set(key, line)
    }
    const shape = checkRegionGeometry(geometry)
    if ('fault' in shape) errors.push({ line, column: labelBoundary(), message: geometryMessage[shape.fault]() })
    if (errors.length === before && named.success && 'polygon' in shape) values.push({ ...named.output, boundary: shape.polygon })
  }
  return { values, errors }
}

/** A boundary's corners (its outline's, the closing corner once), which its history entries name instead of the shape. */
const cornersOf = (boundary: Polygon) => Math.max(0, (boundary.coordinates[0]?.length ?? 1) - 1)

/** What a region's history entry records of it: name, pincodes and corners, and the boundary change said even when the count stays. */
function regionChanges(before: RegionValue | null, after: RegionValue) {
  const shown = (value: RegionValue) => ({ name: value.name, pincodes: value.pincodes, corners: cornersOf(value.boundary) })
  const changes = diff(before && shown(before), shown(after), regionLabels)
  const reshaped = before !== null && JSON.stringify(before.boundary) !== JSON.stringify(after.boundary)
  if (reshaped && !changes.some((change) => change.field === 'corners'))
    changes.push({ field: 'corners', label: regionLabels.corners, before: cornersOf(before.boundary), after: cornersOf(after.boundary) })
  return changes
}

/**
 * The regions of a checked file, one transaction: a name the organisation has in the city gets the new boundary (and
 * pincodes when given). Each region's history gets an 'imported' entry with what the file changed.
 */
export async function importRegions(db: Db, orgId: string, city: RegionImportBody['city'], values: RegionValue[]): Promise<number> {
  await db.transaction(async (tx) => {
    const history: HistoryRecord[] = []
    for (const value of values) {
      const [same] = await tx
        .select({ id: cityRegions.id, name: cityRegions.name, pincodes: cityRegions.pincodes, boundary: cityRegions.boundary })
        .from(cityRegions)
        .where(and(eq(cityRegions.org_id, orgId), eq(cityRegions.city, city), sql`lower(${cityRegions.name}) = ${value.name.toLowerCase()}`))
      if (same) {
        const pincodes = value.pincodes.length ? value.pincodes : same.pincodes
        await tx.update(cityRegions).set({ name: value.name, boundary: value.boundary, pincodes }).where(eq(cityRegions.id, same.id))
        const changes = regionChanges(same, { ...value, pincodes })
        if (changes.length) history.push({ type: 'region', id: same.id, label: value.name, action: 'imported', changes })
      } else {
        const [made] = await tx
          .insert(cityRegions)
          .values({ ...value, org_id: orgId, city })
          .returning({ id: cityRegions.id })
        history.push({ type: 'region', id: made!.id, label: value.name, action: 'imported', changes: regionChanges(null, value) })
      }
    }
    await recordChanges(tx, orgId, history)
  })
  return values.length
}

/** The names of the employees covering a region, in order: what its history says of them. */
const coveringNames = async (tx: Tx, regionId: string) =>
  (
    await tx
      .select({ name: surveyEmployees.name })
      .from(employeeRegions)
      .innerJoin(surveyEmployees, eq(surveyEmployees.id, employeeRegions.employee_id))
      .where(eq(employeeRegions.region_id, regionId))
  )
    .map((row) => row.name)
    .sort()

type RegionUpdate = v.InferOutput<typeof regionUpdateBody>
export type RegionSaved = { region_id: string; name: string; employee_ids: string[] }

/** A region's new name and the employees covering it (every one the organisation's and of the region's city). */
export async function updateRegion(db: Db, orgId: string, id: string, { name, employee_ids }: RegionUpdate): Promise<Outcome<{ data: RegionSaved }>> {
  const [region] = await db
    .select({ id: cityRegions.id, city: cityRegions.city, name: cityRegions.name })
    .from(cityRegions)
    .where(and(eq(cityRegions.org_id, orgId), eq(cityRegions.id, id)))
  if (!region) return fail(404, regionNotFound())
  const wanted = [...new Set(employee_ids)]
  const people = wanted.length
    ? await db
        .select({ id: surveyEmployees.id })
        .from(surveyEmployees)
        .where(and(eq(surveyEmployees.org_id, orgId), eq(surveyEmployees.city, region.city), inArray(surveyEmployees.id, wanted)))
    : []
  if (people.length !== wanted.length) return fail(400, employeesNotOfCity(), { errors: { employee_ids: [employeesNotOfCity()] } })
  try {
    await db.transaction(async (tx) => {
      const before = { name: region.name, employees: await coveringNames(tx, id) }
      await tx.update(cityRegions).set({ name }).where(eq(cityRegions.id, id))
      await tx.delete(employeeRegions).where(eq(employeeRegions.region_id, id))
      if (wanted.length) await tx.insert(employeeRegions).values(wanted.map((employee_id) => ({ employee_id, region_id: id })))
      const changes = diff(before, { name, employees: await coveringNames(tx, id) }, regionLabels)
      if (changes.length) await recordChange(tx, orgId, { type: 'region', id, label: name, action: 'updated', changes })
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return fail(409, regionNameTaken(), { errors: { name: [regionNameTaken()] } })
  }
  return { ok: true, data: { region_id: id, name, employee_ids: wanted.sort() } }
}

/** The organisation's region of `city` that `point` falls in, with its active employees; null when in none. */
export async function locateRegion(db: Db, orgId: string, city: SurveyCity, point: LngLat) {
  const rows = await db
    .select({ region_id: cityRegions.id, name: cityRegions.name, boundary: cityRegions.boundary, employee_count: activeCount })
    .from(cityRegions)
    .where(and(eq(cityRegions.org_id, orgId), eq(cityRegions.city, city)))
    .orderBy(cityRegions.name)
  const inside = (boundary: Polygon) => {
    const box = extentOf(boundary.coordinates)
    return point[0] >= box.west && point[0] <= box.east && point[1] >= box.south && point[1] <= box.north && inPolygon(point, boundary)
  }
  const hit = rows.find((row) => inside(row.boundary))
  return hit ? { region_id: hit.region_id, name: hit.name, employee_count: Number(hit.employee_count) } : null
}
