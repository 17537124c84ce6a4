import { sql } from 'drizzle-orm'
import { employeeRegions, surveyEmployees } from './schema'
import type { CountProvider } from '../../kit/tiles'
import { tileActive, tileRegions } from '../../../src/paraglide/m/employees'

/** The market survey's dashboard tiles: active employees, and the regions at least one of them covers. */
export const employeeCounts: CountProvider[] = [
  {
    key: 'active_employees',
    label: tileActive,
    path: '/employees',
    count: (orgId) => sql<number>`(select count(*)::int from ${surveyEmployees} e where e.org_id = ${orgId} and e.is_active)`,
  },
  {
    key: 'regions_covered',
    label: tileRegions,
    path: '/employees',
    count: (orgId) =>
      sql<number>`(select count(distinct er.region_id)::int from ${employeeRegions} er join ${surveyEmployees} e on e.id = er.employee_id where e.org_id = ${orgId} and e.is_active)`,
  },
]
