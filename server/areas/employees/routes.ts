import { Hono } from 'hono'
import { employeeCreateBody, employeeCsv, employeeListQuery, employeeLookupQuery, employeeUpdateBody, regionQuery } from '../../../src/contract/employees'
import { answerer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { created, idempotent } from '../../kit/idempotent'
import { exportableList } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
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
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get('/get_city_regions', area, validate('query', regionQuery), async (c) =>
      c.json({ status: true, message: regionsLoaded(), data: await cityRegionList(db, c.var.orgId, c.req.valid('query').city) }),
    )
    .get(
      '/get_employee',
      area,
      exportableList('employees', employeeListQuery, employeesLoaded, employeeCsv, (scope, params, signal) => listEmployees(db, scope.orgId, params, signal)),
    )
    .get('/get_employee_by_id', area, validate('query', employeeLookupQuery), async (c) =>
      answer(c, found(await getEmployee(db, c.var.orgId, c.req.valid('query').operator_id), employeeNotFound()), employeeLoaded()),
    )
    .post('/create_employee', area, idempotent(db), validate('json', employeeCreateBody, withError), (c) =>
      created(c, employeeCreated(), (key) => createEmployee(db, c.var.orgId, c.req.valid('json'), key), withError),
    )
    .patch('/update_employee/:userId', area, validate('json', employeeUpdateBody, withError), async (c) =>
      answer(c, await updateEmployee(db, c.var.orgId, c.req.param('userId'), c.req.valid('json')), employeeUpdated()),
    )
}
