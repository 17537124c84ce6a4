import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { cities } from '../../../src/contract/account'
import { duplicatePhoneMessage, employeeCreateBody, foreignRegionMessage } from '../../../src/contract/employees'
import { employeeLabels } from '../../../src/contract/employees/list'
import { columnLabels, employeeImport } from '../../../src/contract/import'
import type { ImportError } from '../../../src/contract/import'
import { requireArea } from '../../auth/middleware'
import type { Db, Tx } from '../../db/client'
import { diff, recordChanges } from '../../kit/history'
import { importMount } from '../../kit/import'
import type { ImportRow } from '../../kit/import'
import { cityRegions, employeeRegions, surveyEmployees } from './schema'
import { phoneTwice } from '../../../src/paraglide/m/server'

// Survey employees from a CSV file (docs/api.md#import): the city by name or code, the regions by name within it, each
// row through the employee form's own create schema, phones unique within the file and against the organisation's.

type EmployeeValue = v.InferOutput<typeof employeeCreateBody>

/** Each column's header, in the request's language. */
const labelOf = columnLabels(employeeImport)
const columnOf: Record<string, string> = { region_ids: 'regions', is_active: 'active' }

/** 'Hyderabad' or 'hyd' is hyd; anything else is left for the schema to refuse with its message. */
const cityOf = (cell: string) => cities.find((city) => [city.value, city.label.toLowerCase()].includes(cell.toLowerCase()))?.value ?? cell
/** Yes when empty; yes, true or 1 and no, false or 0 as people write them, in English or Hindi (a Hindi export says हाँ/नहीं). */
const activeOf = (cell: string | undefined) => {
  const said = (cell ?? '').trim().toLowerCase()
  if (['', 'yes', 'y', 'true', '1', 'हाँ', 'हां'].includes(said)) return true
  return ['no', 'n', 'false', '0', 'नहीं'].includes(said) ? false : cell
}
const namesOf = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;,]/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)

async function check(db: Db, orgId: string, rows: ImportRow[]) {
  const regions = await db.select({ id: cityRegions.id, city: cityRegions.city, name: cityRegions.name }).from(cityRegions).where(eq(cityRegions.org_id, orgId))
  const errors: ImportError[] = []
  const good: { line: number; value: EmployeeValue }[] = []
  const phoneLine = new Map<string, number>()
  for (const { line, cells } of rows) {
    const before = errors.length
    const say = (column: string, message: string) => errors.push({ line, column, message })
    const city = cityOf(cells.city ?? '')
    const named = namesOf(cells.regions)
    const found = named.map((name) => regions.find((region) => region.city === city && region.name.toLowerCase() === name))
    const input = {
      name: cells.name,
      phone: cells.phone,
      email: cells.email,
      city,
      region_ids: found.flatMap((region) => (region ? [region.id] : [])),
      is_active: activeOf(cells.active),
    }
    const parsed = v.safeParse(employeeCreateBody, input)
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const path = v.getDotPath(issue) ?? ''
        // Regions are looked up in the city: with no city known, its message is the one to fix first.
        if (path.startsWith('region_ids') && !cities.some((known) => known.value === city)) continue
        say(labelOf[columnOf[path.split('.')[0] ?? ''] ?? path] ?? path, issue.message)
      }
      continue
    }
    if (found.some((region) => !region)) say(labelOf.regions!, foreignRegionMessage())
    const first = phoneLine.get(parsed.output.phone)
    if (first !== undefined) say(labelOf.phone!, phoneTwice({ line: first }))
    else phoneLine.set(parsed.output.phone, line)
    if (errors.length === before) good.push({ line, value: { ...parsed.output, region_ids: [...new Set(parsed.output.region_ids)] } })
  }
  const taken = new Set<string>()
  const phones = [...phoneLine.keys()]
  for (let start = 0; start < phones.length; start += 1000) {
    const found = await db
      .select({ phone: surveyEmployees.phone })
      .from(surveyEmployees)
      .where(and(eq(surveyEmployees.org_id, orgId), inArray(surveyEmployees.phone, phones.slice(start, start + 1000))))
    for (const row of found) taken.add(row.phone)
  }
  for (const { line, value } of good) if (taken.has(value.phone)) errors.push({ line, column: labelOf.phone!, message: duplicatePhoneMessage() })
  return { values: good.filter(({ value }) => !taken.has(value.phone)).map(({ value }) => value), errors }
}

/** Every employee, the regions they cover and one history entry each ('imported'), in the import's transaction. */
async function write(tx: Tx, orgId: string, values: EmployeeValue[]) {
  const history = []
  for (let start = 0; start < values.length; start += 1000) {
    const batch = values.slice(start, start + 1000)
    const fields = batch.map(({ region_ids: _regions, ...rest }) => ({ ...rest, org_id: orgId }))
    const made = await tx.insert(surveyEmployees).values(fields).returning({ id: surveyEmployees.id })
    const covers = made.flatMap(({ id }, index) => batch[index]!.region_ids.map((region_id) => ({ employee_id: id, region_id })))
    if (covers.length) await tx.insert(employeeRegions).values(covers)
    for (const [index, { id }] of made.entries()) {
      const value = batch[index]!
      history.push({ type: 'employee' as const, id, label: value.name, action: 'imported' as const, changes: diff(null, value, employeeLabels) })
    }
  }
  await recordChanges(tx, orgId, history)
}

export const employeeImportMount = importMount('employees', {
  guard: requireArea('/employees'),
  spec: employeeImport,
  recordType: 'employee',
  check,
  write,
  taken: duplicatePhoneMessage,
})
