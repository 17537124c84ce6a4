import { and, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { duplicatePhoneMessage, foreignRegionMessage } from '../../src/contract/employees'
import { employeeRegions, surveyEmployees } from '../../server/areas/employees/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let surveyor: string
let takenPhone: string

beforeAll(async () => {
  t = await makeTestContext()
  surveyor = await signInAs(t, 'surveyor')
  const [someone] = await t.db.select({ phone: surveyEmployees.phone }).from(surveyEmployees).where(eq(surveyEmployees.org_id, demoOrgId)).limit(1)
  takenPhone = someone?.phone ?? ''
})
afterAll(async () => {
  await t.close()
})

const path = '/api/import/employees'
const row = (index: number, overrides: Record<string, string> = {}) => ({
  name: `Imported ${index}`,
  phone: `70000000${String(index).padStart(2, '0')}`,
  email: `imported${index}@example.com`,
  city: 'Hyderabad',
  regions: 'Madhapur; Gachibowli',
  active: '',
  ...overrides,
})
const send = (body: unknown, options: { token?: string; key?: string } = {}) =>
  t.post(path, body, { token: options.token ?? surveyor, headers: options.key ? { 'Idempotency-Key': options.key } : {} })
const stored = () =>
  t.db
    .select({ id: surveyEmployees.id, name: surveyEmployees.name, city: surveyEmployees.city, is_active: surveyEmployees.is_active })
    .from(surveyEmployees)
    .where(and(eq(surveyEmployees.org_id, demoOrgId), like(surveyEmployees.name, 'Imported %')))

describe('POST /api/import/employees', () => {
  it("takes back a Hindi export's हाँ and नहीं in the Active column, as its English Yes and No", async () => {
    const hindiCsv = await t.get('/api/market_survey/get_employee?format=csv', { token: surveyor, headers: { 'accept-language': 'hi' } })
    expect(hindiCsv.status).toBe(200)
    const [header] = hindiCsv.text.split('\r\n')
    expect(header).not.toContain('Active')
    expect(hindiCsv.text).toMatch(/,हाँ,/)
    const res = await send({ rows: [row(21, { active: 'हाँ' }), row(22, { active: 'नहीं' })], dry_run: true })
    expect(res.body).toMatchObject({ status: true, valid: 2, errors: [] })
  })

  it('asks for the employees area (403 for support) and answers its template', async () => {
    const support = await signInAs(t, 'support')
    expect((await send({ rows: [row(1)], dry_run: true }, { token: support })).status).toBe(403)
    const template = await t.get(`${path}/template`, { token: surveyor })
    expect(template.headers.get('Content-Disposition')).toBe('attachment; filename="employees-template.csv"')
    expect(template.text.split('\r\n')[0]).toBe('Name,Phone,Email,City,Regions,Active')
  })

  it("lists every bad row with the form's messages under its column and line, and stores nothing", async () => {
    const rows = [
      row(1),
      row(2, { phone: '12345' }),
      row(3, { email: 'not-an-email' }),
      row(4, { city: 'Mumbai' }),
      row(5, { regions: 'Madhapur; Saket' }),
      row(6, { regions: '' }),
      row(7, { phone: row(1).phone }),
      row(8, { phone: takenPhone }),
      row(9, { active: 'maybe' }),
      row(10, { name: '=HYPERLINK("x")' }),
    ]
    const res = await send({ rows, dry_run: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, valid: 1, added: 0, message: '1 employee ready to import; 9 errors.' })
    expect(res.body.errors).toEqual([
      { line: 3, column: 'Phone', message: 'Please enter a valid 10-digit mobile number' },
      { line: 4, column: 'Email', message: 'Invalid email format' },
      { line: 5, column: 'City', message: 'Please choose a city' },
      { line: 6, column: 'Regions', message: foreignRegionMessage() },
      { line: 7, column: 'Regions', message: 'Please choose at least one region' },
      { line: 8, column: 'Phone', message: 'This phone number is also on line 2.' },
      { line: 9, column: 'Phone', message: duplicatePhoneMessage() },
      { line: 10, column: 'Active', message: 'Invalid input' },
      { line: 11, column: 'Name', message: 'Line 11, column Name: formulas are not allowed' },
    ])
    expect(await stored()).toEqual([])
    const refused = await send({ rows })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('9 rows have errors: nothing was imported.')
    expect(await stored()).toEqual([])
  })

  it('imports the good rows with their regions and one history entry each, once per key', async () => {
    const rows = [row(11), row(12, { city: 'delhi', regions: 'Saket', active: 'No' })]
    const res = await send({ rows }, { key: 'employees-file-1' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, added: 2, message: '2 employees imported.' })
    const made = await stored()
    expect(made.map(({ name, city, is_active }) => ({ name, city, is_active })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Imported 11', city: 'hyd', is_active: true },
      { name: 'Imported 12', city: 'delhi', is_active: false },
    ])
    const covers = await t.db
      .select({ id: employeeRegions.employee_id })
      .from(employeeRegions)
      .where(
        inArray(
          employeeRegions.employee_id,
          made.map((employee) => employee.id),
        ),
      )
    expect(covers).toHaveLength(3)
    const trail = await t.db.select().from(historyEntries).where(eq(historyEntries.idempotency_key, 'employees-file-1'))
    expect(trail.map((entry) => [entry.record_type, entry.action])).toEqual([
      ['employee', 'imported'],
      ['employee', 'imported'],
    ])
    const again = await send({ rows }, { key: 'employees-file-1' })
    expect(again.body).toMatchObject({ added: 0, message: expect.stringMatching(/^This file was already imported on .+: nothing was added\.$/) })
    expect(await stored()).toHaveLength(2)
  })
})
