import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import type { Area } from '../../kit/area'
import { recordNotes } from '../inbox'
import { surveyEmployees } from './schema'
import { employeeBulk } from './bulk'
import { employeeImportMount } from './import'
import { employeeRoutes } from './routes'
import { regionMount } from './regions-routes'
import { mapMount } from './map-archive'
import { employeeCounts } from './tiles'
import { employeeSeed } from './seed'
import { employeeFinder } from './finder'

/** An employee's name when the organisation has them (their notes, docs/areas/inbox.md#notes-on-records). */
async function employeeName(tx: Tx, orgId: string, id: string) {
  const [row] = await tx
    .select({ name: surveyEmployees.name })
    .from(surveyEmployees)
    .where(and(eq(surveyEmployees.org_id, orgId), eq(surveyEmployees.id, id)))
  return row?.name ?? null
}
const employeeNotes = recordNotes({ type: 'employee', area: '/employees', find: employeeName, link: (id) => `/employees/update/${id}` })

/** Field employees and the city regions they cover (the spec's market_survey). */
export const employees: Area = {
  name: 'employees',
  finders: [employeeFinder],
  mounts: [
    { prefix: '/api/market_survey', routes: employeeRoutes },
    employeeBulk,
    employeeImportMount,
    regionMount,
    mapMount,
    { prefix: '/api/notes', routes: employeeNotes },
  ],
  tiles: { counts: employeeCounts },
  seed: employeeSeed,
}
