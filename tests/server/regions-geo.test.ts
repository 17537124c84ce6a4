import * as v from 'valibot'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regionListResponse } from '../../src/contract/employees'
import { historyListResponse } from '../../src/contract/history'
import { locateResponse } from '../../src/contract/employees/regions'
import type { LngLat } from '../../src/contract/employees/geo'
import { cityRegions, employeeRegions, surveyEmployees } from '../../server/areas/employees/schema'
import { demoCentre } from '../../server/areas/employees/seed-regions'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { request } from './helpers'
import type { TestContext } from './helpers'
import { makeTestContext } from './helpers'

// Regions as real geography (docs/areas/employees.md#regions): GeoJSON import with its row errors, and which region a
// point is in, on PGlite and on PostgreSQL (TEST_DATABASE_URL), with no PostGIS.

let t: TestContext
let manager: string
beforeAll(async () => {
  t = await makeTestContext()
  manager = await signInAs(t, 'manager')
})
afterAll(async () => {
  await t.close()
})

const get = (path: string, token = manager) => t.get(path, { token })
const importFile = (features: unknown[], dry_run: boolean, city = 'hyd') =>
  t.post('/api/market_survey/import_regions', { city, dry_run, geojson: { type: 'FeatureCollection', features } }, { token: manager })
const locate = async (city: string, [lng, lat]: LngLat, token = manager) =>
  v.parse(locateResponse, (await get(`/api/market_survey/locate_region?city=${city}&lng=${lng}&lat=${lat}`, token)).body).data
const regions = async (city: string) => v.parse(regionListResponse, (await get(`/api/market_survey/get_city_regions?city=${city}`)).body).data
/** A region's history as its panel reads it (docs/history.md#reading), newest first. */
const historyOf = async (id: string) => v.parse(historyListResponse, (await get(`/api/history/region/${id}`)).body).data

/** A square of `size` degrees with its south-west corner at `corner`, closed as GeoJSON wants. */
const square = ([lng, lat]: LngLat, size = 0.004): LngLat[] => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat + size],
  [lng, lat + size],
  [lng, lat],
]
const feature = (name: string, coordinates: unknown, type = 'Polygon') => ({ type: 'Feature', properties: { name }, geometry: { type, coordinates } })
/** A circle of `corners` corners around Hitec City. */
const circle = (corners: number): LngLat[] =>
  Array.from({ length: corners }, (_, index) => [
    78.38 + 0.01 * Math.cos((index / corners) * 2 * Math.PI),
    17.45 + 0.01 * Math.sin((index / corners) * 2 * Math.PI),
  ])

describe('POST /api/market_survey/import_regions', () => {
  const good = feature('Hitec City Test', [square([78.376, 17.44])])
  const bowTie = feature('Bow Tie', [
    [
      [78.4, 17.4],
      [78.41, 17.41],
      [78.41, 17.4],
      [78.4, 17.41],
      [78.4, 17.4],
    ],
  ])
  const swapped = feature('Swapped', [square([17.44, 78.376]).map(([lng, lat]) => [lng, lat])])
  const tooMany = feature('Too Many', [circle(501)])
  const abroad = feature('Abroad', [square([-0.12, 51.5])])
  const offEarth = feature('Off Earth', [square([200, 17.4])])

  it('a dry run says which features are wrong and why, by feature number, and stores nothing', async () => {
    const res = await importFile(
      [good, bowTie, swapped, tooMany, abroad, offEarth, feature('', [square([78.5, 17.4])]), feature('Line', [], 'LineString')],
      true,
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, valid: 1, added: 0, message: '1 region ready to import; 7 errors.' })
    expect(res.body.errors).toEqual([
      { line: 2, column: 'Boundary', message: 'The outline crosses itself' },
      { line: 3, column: 'Boundary', message: 'Latitude and longitude look swapped: GeoJSON writes longitude first' },
      { line: 4, column: 'Boundary', message: 'A region may have at most 500 corners' },
      { line: 5, column: 'Boundary', message: 'Some corners are outside India' },
      { line: 6, column: 'Boundary', message: 'Some corners are not on Earth: latitude goes to ±90 and longitude to ±180' },
      { line: 7, column: 'Name', message: 'Please enter the name' },
      { line: 8, column: 'Boundary', message: 'The shape must be a GeoJSON Polygon' },
    ])
    const stored = await t.db.select().from(cityRegions).where(eq(cityRegions.name, 'Hitec City Test'))
    expect(stored).toEqual([])
  })

  it('refuses a file with a wrong feature whole (400), and a file that is no FeatureCollection', async () => {
    const res = await importFile([good, bowTie], false)
    expect(res.status).toBe(400)
    expect(res.body.errors).toHaveLength(1)
    expect(await t.db.select().from(cityRegions).where(eq(cityRegions.name, 'Hitec City Test'))).toEqual([])
    const notGeo = await t.post('/api/market_survey/import_regions', { city: 'hyd', geojson: { type: 'Feature' } }, { token: manager })
    expect(notGeo.status).toBe(400)
    expect(notGeo.body.message).toBe('The file must be a GeoJSON FeatureCollection of regions')
  })

  it("imports new regions and redraws one of the same name, for the caller's organisation only", async () => {
    const madhapur = feature('madhapur', [square([78.385, 17.445], 0.006)])
    const before = (await regions('hyd')).find((region) => region.name === 'Madhapur')!
    const res = await importFile([good, madhapur], false)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, added: 2, message: '2 regions imported.' })
    const hyd = await regions('hyd')
    const names = hyd.map((region) => region.name)
    expect(names).toContain('Hitec City Test')
    expect(names.filter((name) => name.toLowerCase() === 'madhapur')).toEqual(['madhapur'])
    expect(hyd.find((region) => region.name === 'madhapur')?.boundary.coordinates[0]?.[0]).toEqual([78.385, 17.445])
    // Each region's history says what the file did: a new region's values, a redrawn one's name and corners.
    const [redrawn] = await historyOf(before.region_id)
    expect(redrawn).toMatchObject({ action: 'imported', record_label: 'madhapur', actor_role: 'manager' })
    expect(redrawn!.changes).toEqual([
      { field: 'name', label: 'Name', before: 'Madhapur', after: 'madhapur' },
      { field: 'corners', label: 'Boundary corners', before: before.boundary.coordinates[0]!.length - 1, after: 4 },
    ])
    const made = await historyOf(hyd.find((region) => region.name === 'Hitec City Test')!.region_id)
    expect(made).toHaveLength(1)
    expect(made[0]!.changes.map(({ field, before: was }) => [field, was])).toEqual([
      ['name', null],
      ['pincodes', null],
      ['corners', null],
    ])
    // Madhapur kept its id and its employees: the import changed its boundary.
    expect(await locate('hyd', [78.378, 17.442])).toMatchObject({ name: 'Hitec City Test', employee_count: 0 })
    const lotus = await t.signIn('owner@lotus.example', 'Lotus@2026')
    expect(await locate('hyd', [78.378, 17.442], lotus)).toBeNull()
  })
})

describe('GET /api/market_survey/locate_region', () => {
  it('names the seeded region a point is in, with its active employees, and null outside every region', async () => {
    const centre = demoCentre('hyd', 'Banjara Hills')!
    const found = await locate('hyd', centre)
    const listed = (await regions('hyd')).find((region) => region.name === 'Banjara Hills')
    expect(found).toEqual({ region_id: listed?.region_id, name: 'Banjara Hills', employee_count: listed?.employee_count })
    expect(await locate('delhi', demoCentre('delhi', 'Connaught Place')!)).toMatchObject({ name: 'Connaught Place' })
    // The Arabian Sea, and Hyderabad asked of Delhi's regions.
    expect(await locate('hyd', [72, 17])).toBeNull()
    expect(await locate('delhi', centre)).toBeNull()
  })

  it('400 with the message for a latitude that is not one', async () => {
    const res = await get('/api/market_survey/locate_region?city=hyd&lng=78.4&lat=95')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Please give a latitude between -90 and 90')
  })
})

describe('PATCH /api/market_survey/update_region/{id}', () => {
  const update = (id: string, body: unknown) => request(t.app, 'PATCH', `/api/market_survey/update_region/${id}`, body, { token: manager })
  const employeesOf = async (city: 'hyd' | 'delhi', orgId = demoOrgId) =>
    t.db
      .select({ id: surveyEmployees.id })
      .from(surveyEmployees)
      .where(and(eq(surveyEmployees.org_id, orgId), eq(surveyEmployees.city, city)))
      .orderBy(surveyEmployees.id)

  it('renames a region and replaces the employees covering it', async () => {
    const region = (await regions('hyd')).find((one) => one.name === 'Tarnaka')!
    // Two who do not cover it yet (ids are random: the first two by id may be the ones that do, and nothing would change).
    const before = await t.db.select({ id: employeeRegions.employee_id }).from(employeeRegions).where(eq(employeeRegions.region_id, region.region_id))
    const [first, second] = (await employeesOf('hyd')).filter((one) => !before.some((row) => row.id === one.id))
    const res = await update(region.region_id, { name: 'Tarnaka East', employee_ids: [first!.id, second!.id] })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, message: 'Region updated', data: { name: 'Tarnaka East' } })
    const covering = await t.db.select({ id: employeeRegions.employee_id }).from(employeeRegions).where(eq(employeeRegions.region_id, region.region_id))
    expect(covering.map((row) => row.id).sort()).toEqual([first!.id, second!.id].sort())
    // The region's history: who renamed it and whom it now has, by name.
    const names = await t.db
      .select({ name: surveyEmployees.name })
      .from(surveyEmployees)
      .where(inArray(surveyEmployees.id, [first!.id, second!.id]))
    const [entry] = await historyOf(region.region_id)
    expect(entry).toMatchObject({ action: 'updated', record_type: 'region', record_label: 'Tarnaka East', actor_role: 'manager' })
    expect(entry!.changes[0]).toEqual({ field: 'name', label: 'Name', before: 'Tarnaka', after: 'Tarnaka East' })
    expect(entry!.changes[1]).toMatchObject({ field: 'employees', label: 'Employees covering it', after: names.map((row) => row.name).sort() })
    // Saved again unchanged, it adds no entry.
    await update(region.region_id, { name: 'Tarnaka East', employee_ids: [second!.id, first!.id] })
    expect(await historyOf(region.region_id)).toHaveLength(1)
  })

  it("refuses another city's employee (400), a taken name (409) and another organisation's region (404)", async () => {
    const [ameerpet, begumpet] = ['Ameerpet', 'Begumpet'].map((name) => regionIdOf(name))
    const [delhiPerson] = await employeesOf('delhi')
    const foreign = await update(await ameerpet!, { name: 'Ameerpet', employee_ids: [delhiPerson!.id] })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toEqual({ employee_ids: ["These employees are not all of the region's city"] })
    const taken = await update(await begumpet!, { name: 'Ameerpet', employee_ids: [] })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('A region with this name already exists in this city.')
    expect(await historyOf(await begumpet!)).toEqual([])
    const [lotusRegion] = await t.db.select({ id: cityRegions.id }).from(cityRegions).where(eq(cityRegions.org_id, lotusOrgId)).limit(1)
    const other = await update(lotusRegion!.id, { name: 'Mine now', employee_ids: [] })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Region not found.')
  })

  const regionIdOf = async (name: string) => (await regions('hyd')).find((one) => one.name === name)!.region_id
})
