import { Hono } from 'hono'
import { employeeCreateBody, employeeCsv, employeeListQuery, employeeLookupQuery, employeeUpdateBody, regionQuery } from '../../../src/contract/employees'
import { answerer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { created } from '../../kit/idempotent'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { found } from '../../kit/result'
import { cityRegionList, employeeNotFound, getEmployee, listEmployees } from './reads'
import { employeeCreated, employeeLoaded, employeeUpdated, regionsLoaded } from '../../../src/paraglide/m/employees'
import { createEmployee, updateEmployee } from './writes'
import { employeesLoaded } from '../../../src/paraglide/m/server'

// docs/areas/employees.md#messages: employee creation keeps the full error body (`errors` per field and `error`) for the form.
const withError = { withError: true }
const answer = answerer(withError)

/** Every /api/market_survey/* path of docs/areas/employees.md#api. */
export function employeeRoutes({ db }: AppDeps) {
  const area = requireArea('/employees')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: area })
    .get('/get_city_regions', { query: regionQuery }, async (c, { query }) =>
      c.json({ status: true, message: regionsLoaded(), data: await cityRegionList(db, c.get('orgId'), query.city) }),
    )
    .list('/get_employee', employeeListQuery, (scope, params, signal) => listEmployees(db, scope.orgId, params, signal), employeeCsv, {
      says: employeesLoaded,
    })
    .get('/get_employee_by_id', { query: employeeLookupQuery }, async (c, { query }) =>
      answer(c, found(await getEmployee(db, c.get('orgId'), query.operator_id), employeeNotFound()), employeeLoaded()),
    )
    .post('/create_employee', { keyed: true, json: employeeCreateBody, failures: withError }, (c, { json }) =>
      created(c, employeeCreated(), (key) => createEmployee(db, c.get('orgId'), json, key), withError),
    )
    .patch('/update_employee/:userId', { json: employeeUpdateBody, failures: withError }, async (c, { json }) =>
      answer(c, await updateEmployee(db, c.get('orgId'), c.req.param('userId'), json), employeeUpdated()),
    )
  return app
}
