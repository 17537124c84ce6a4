import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { employeeDetailResponse, employeeListResponse, employeeStaleResponse, regionListResponse } from '../../src/contract/employees'
import { employeeRegions, surveyEmployees } from '../../server/areas/employees/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { expectEveryRow, request } from './helpers'
import type { TestContext } from './helpers'
import { makeTestContext } from './helpers'
import { employeeBody, surveyIdsOfOrg } from './employees-fixtures'
import type { SurveyIds } from './employees-fixtures'

let t: TestContext
let surveyor: string
let kesar: SurveyIds
let lotus: SurveyIds
beforeAll(async () => {
  t = await makeTestContext()
  surveyor = await signInAs(t, 'surveyor')
  kesar = await surveyIdsOfOrg(t.db, demoOrgId)
  lotus = await surveyIdsOfOrg(t.db, lotusOrgId)
})
afterAll(async () => {
  await t.close()
})

const get = (path: string) => t.get(path, { token: surveyor })
const create = (body: unknown, headers?: Record<string, string>) => t.post('/api/market_survey/create_employee', body, { token: surveyor, headers })
const update = (id: string, body: unknown) => request(t.app, 'PATCH', `/api/market_survey/update_employee/${id}`, body, { token: surveyor })
const regions = async (city: string) => v.parse(regionListResponse, (await get(`/api/market_survey/get_city_regions?city=${city}`)).body).data

describe('GET /api/market_survey/get_city_regions', () => {
  it("lists the city's regions with pincodes, a boundary and how many active employees cover each", async () => {
    const hyd = await regions('hyd')
    const delhi = await regions('delhi')
    expect(hyd.length + delhi.length).toBeGreaterThanOrEqual(40)
    expectEveryRow(hyd, (region) => region.city === 'hyd' && region.boundary.coordinates[0]!.length >= 4 && region.pincodes.length > 0)
    const [lng, lat] = hyd[0]?.boundary.coordinates[0]?.[0] ?? [0, 0]
    expect(lat).toBeGreaterThan(17)
    expect(lng).toBeGreaterThan(78)
    const [covered] = await t.db
      .select({ value: count() })
      .from(employeeRegions)
      .innerJoin(surveyEmployees, eq(surveyEmployees.id, employeeRegions.employee_id))
      .where(and(eq(surveyEmployees.org_id, demoOrgId), eq(surveyEmployees.is_active, true), eq(surveyEmployees.city, 'hyd')))
    expect(hyd.reduce((sum, region) => sum + region.employee_count, 0)).toBe(covered?.value)
  })

  it("counts the region's active employees, as its employees list filtered to active ones (an inactive one covering it is not counted)", async () => {
    const region = kesar.regionIds[0] ?? ''
    const countOf = async () => (await regions(kesar.city)).find((row) => row.region_id === region)?.employee_count
    const before = await countOf()
    const created = await create(employeeBody('InactiveCover', kesar, { region_ids: [region], is_active: false }))
    expect(created.status).toBe(201)
    const listed = async (query: string) =>
      v.parse(employeeListResponse, (await get(`/api/market_survey/get_employee?region_id=${region}&page_size=100${query}`)).body).pagination.total
    const count = await countOf()
    expect(count).toBe(before)
    expect(count).toBe(await listed('&is_active=true'))
    expect(await listed('')).toBeGreaterThan(count ?? 0)
  })

  it('400 for an unknown city', async () => {
    const res = await get('/api/market_survey/get_city_regions?city=pune')
    expect(res.status).toBe(400)
  })
})

describe('GET /api/market_survey/get_employee', () => {
  it('pages, filters by city, region and active, searches and sorts', async () => {
    const all = v.parse(employeeListResponse, (await get('/api/market_survey/get_employee?page_size=5&ordering=-name')).body)
    expect(all.data).toHaveLength(5)
    const names = all.data.map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)))
    const region = kesar.regionIds[0] ?? ''
    const inRegion = v.parse(employeeListResponse, (await get(`/api/market_survey/get_employee?region_id=${region}&city=${kesar.city}&is_active=true`)).body)
    expectEveryRow(inRegion.data, (row) => row.region_ids.includes(region) && row.city === kesar.city && row.is_active)
    const first = all.data[0]
    const found = v.parse(employeeListResponse, (await get(`/api/market_survey/get_employee?search=${first?.phone}`)).body)
    expect(found.data.map((row) => row.operator_id)).toEqual([first?.operator_id])
  })

  it('400 for a bad filter', async () => {
    expect((await get('/api/market_survey/get_employee?city=pune')).status).toBe(400)
  })
})

describe('GET /api/market_survey/get_employee_by_id', () => {
  it('opens one employee by operator_id; 404 for another organisation', async () => {
    const res = await get(`/api/market_survey/get_employee_by_id?operator_id=${kesar.employeeId}`)
    expect(v.parse(employeeDetailResponse, res.body).data.operator_id).toBe(kesar.employeeId)
    expect((await get(`/api/market_survey/get_employee_by_id?operator_id=${lotus.employeeId}`)).status).toBe(404)
  })
})

describe('POST /api/market_survey/create_employee', () => {
  it('creates an employee covering two regions', async () => {
    const res = await create(employeeBody('CREATE1', kesar))
    expect(res.status).toBe(201)
    const { message, data } = v.parse(employeeDetailResponse, res.body)
    expect(message).toBe('Employee created')
    expect([...data.region_ids].sort()).toEqual([...kesar.regionIds].sort())
    expect(data.region_names).toHaveLength(2)
  })

  it('400 with the full error body: every field, repeated in `error`', async () => {
    const res = await create({ phone: '123' })
    expect(res.status).toBe(400)
    const errors = res.body.errors as Record<string, string[]>
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'phone', 'email', 'city', 'region_ids']))
    expect(errors.phone).toEqual(['Please enter a valid 10-digit mobile number'])
    expect(res.body.error).toBe(res.body.message)
  })

  it("400 on region_ids when a region is another city's", async () => {
    const other = await regions(kesar.city === 'hyd' ? 'delhi' : 'hyd')
    const res = await create(employeeBody('CREATE2', kesar, { region_ids: [kesar.regionIds[0] ?? '', other[0]?.region_id ?? ''] }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ region_ids: ['These regions are not all in the chosen city'] })
  })

  it('409 on phone for a number already taken', async () => {
    await create(employeeBody('DUP1', kesar, { phone: '7000000001' }))
    const res = await create(employeeBody('DUP2', kesar, { phone: '7000000001' }))
    expect(res.status).toBe(409)
    expect(res.body.errors).toEqual({ phone: ['An employee with this phone number already exists.'] })
  })
})

describe('PATCH /api/market_survey/update_employee/{userId}', () => {
  it('replaces the regions, then 409 with the current record for the old version', async () => {
    const created = v.parse(employeeDetailResponse, (await create(employeeBody('UPD1', kesar))).body).data
    const [, , third] = (await regions(kesar.city)).map((region) => region.region_id)
    const body = { ...employeeBody('UPD1', kesar, { region_ids: [third ?? ''], name: 'Renamed Surveyor' }), updated_at: created.updated_at }
    const res = await update(created.operator_id, body)
    expect(res.status).toBe(200)
    const saved = v.parse(employeeDetailResponse, res.body).data
    expect(saved).toMatchObject({ name: 'Renamed Surveyor', region_ids: [third] })
    // The history names the regions (an id means nothing in the Activity), before and after.
    const [entry] = await t.db
      .select({ changes: historyEntries.changes })
      .from(historyEntries)
      .where(and(eq(historyEntries.record_id, created.operator_id), eq(historyEntries.action, 'updated')))
    expect(entry?.changes).toContainEqual({ field: 'region_names', label: 'Regions', before: [...created.region_names], after: saved.region_names })
    expect(entry?.changes.map((item) => item.field)).not.toContain('region_ids')
    const stale = await update(created.operator_id, body)
    expect(stale.status).toBe(409)
    expect(v.parse(employeeStaleResponse, stale.body).current.name).toBe('Renamed Surveyor')
  })
})

describe('dashboard figures', () => {
  it('counts active employees and the regions they cover, for roles that open /employees', async () => {
    const res = await get('/api/dashboard/vendor-stats')
    const counts = (res.body.data as { counts: { key: string; value: number }[] }).counts
    const value = (key: string) => counts.find((item) => item.key === key)?.value
    const [active] = await t.db
      .select({ value: count() })
      .from(surveyEmployees)
      .where(and(eq(surveyEmployees.org_id, demoOrgId), eq(surveyEmployees.is_active, true)))
    expect(value('active_employees')).toBe(active?.value)
    const covered = new Set(
      [...(await regions('hyd')), ...(await regions('delhi'))].filter((region) => region.employee_count > 0).map((region) => region.region_id),
    )
    expect(value('regions_covered')).toBe(covered.size)
  })
})
