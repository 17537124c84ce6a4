import type * as v from 'valibot'
import { duplicatePhoneMessage, foreignRegionMessage } from '../../../src/contract/employees'
import type { Employee, employeeCreateBody, employeeUpdateBody } from '../../../src/contract/employees'
import { employeeLabels } from '../../../src/contract/employees/list'
import type { Db } from '../../db/client'
import { employeeRegions, surveyEmployees } from './schema'
import type { KeyedCreate } from '../../kit/idempotency'
import { createOwned, refusedIf, setStatus, updateVersioned } from '../../kit/owned-writes'
import type { Saved, Tx, WriteArea } from '../../kit/owned-writes'
import { employeeNotFound, getEmployee, regionsOfCity } from './reads'
import { eq } from 'drizzle-orm'

type EmployeeCreate = v.InferOutput<typeof employeeCreateBody>
type EmployeeUpdate = v.InferOutput<typeof employeeUpdateBody>

/** The employee's labels, with the regions' names recorded under "Regions" (read in the language of the moment, as the labels are). */
const historyLabels: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  { ...Object.getOwnPropertyDescriptors(employeeLabels), region_names: Object.getOwnPropertyDescriptor(employeeLabels, 'region_ids')! },
)

const area: WriteArea<typeof surveyEmployees, Employee> = {
  table: surveyEmployees,
  notFound: employeeNotFound,
  read: getEmployee,
  unique: {
    field: 'phone',
    message: duplicatePhoneMessage,
  },
  // The regions by name, not by id: an id means nothing in the Activity ("Regions from Banjara Hills to Banjara Hills, Madhapur").
  history: { type: 'employee', label: (row) => row.name, labels: historyLabels, omit: ['last_seen_at', 'region_ids'] },
}

/** Every chosen region must be one of the organisation's regions of the chosen city. */
async function regionErrors(db: Db, orgId: string, { city, region_ids }: EmployeeCreate) {
  const unique = [...new Set(region_ids)]
  const known = await regionsOfCity(db, orgId, city, unique)
  return refusedIf(known.size === unique.length ? {} : { region_ids: [foreignRegionMessage()] })
}

const coverRegions = (ids: string[]) => async (tx: Tx, employeeId: string) => {
  await tx.delete(employeeRegions).where(eq(employeeRegions.employee_id, employeeId))
  await tx.insert(employeeRegions).values([...new Set(ids)].map((region_id) => ({ employee_id: employeeId, region_id })))
}

/** `key`: the request's Idempotency-Key, written in the create's transaction. */
export async function createEmployee(db: Db, orgId: string, input: EmployeeCreate, key?: KeyedCreate): Promise<Saved<Employee>> {
  const { region_ids, ...values } = input
  return (await regionErrors(db, orgId, input)) ?? createOwned(db, orgId, area, { values, also: coverRegions(region_ids), key })
}

export async function updateEmployee(db: Db, orgId: string, id: string, { updated_at, ...input }: EmployeeUpdate): Promise<Saved<Employee>> {
  const { region_ids, ...values } = input
  const cover = coverRegions(region_ids)
  return updateVersioned(db, orgId, area, { id, updated_at, values, check: () => regionErrors(db, orgId, input), also: (tx) => cover(tx, id) })
}

/** On or off (a bulk action's row): no version check, as every status switch. */
export const setEmployeeActive = (db: Db, orgId: string, id: string, change: { is_active: boolean }) => setStatus(db, orgId, area, id, change)
