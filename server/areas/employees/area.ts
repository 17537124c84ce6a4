import type { Area } from '../../kit/area'
import { employeeBulk } from './bulk'
import { employeeImportMount } from './import'
import { employeeRoutes } from './routes'
import { regionMount } from './regions-routes'
import { mapMount } from './map-archive'
import { employeeCounts } from './tiles'
import { employeeSeed } from './seed'
import { employeeFinder } from './finder'

/** Field employees and the city regions they cover (the spec's market_survey). */
export const employees: Area = {
  name: 'employees',
  finders: [employeeFinder],
  mounts: [{ prefix: '/api/market_survey', routes: employeeRoutes }, employeeBulk, employeeImportMount, regionMount, mapMount],
  tiles: { counts: employeeCounts },
  seed: employeeSeed,
}
