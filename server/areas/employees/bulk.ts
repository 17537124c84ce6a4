import { employeeCsv } from '../../../src/contract/employees'
import { employeeListQuery } from '../../../src/contract/employees/list'
import { requireArea } from '../../auth/middleware'
import { bulkMount, onOffActions } from '../../kit/bulk-routes'
import { getEmployee, listEmployees } from './reads'
import { setEmployeeActive } from './writes'
import { nounEmployee, nounEmployees } from '../../../src/paraglide/m/kit'

/** The employee list's bulk actions (docs/api.md#bulk): each employee through the kit's status write. */
export const employeeBulk = bulkMount('/employees', {
  guard: requireArea('/employees'),
  noun: [nounEmployee, nounEmployees],
  query: employeeListQuery,
  list: listEmployees,
  get: getEmployee,
  rowId: (employee) => employee.operator_id,
  csv: employeeCsv,
  actions: onOffActions((db, orgId, id, active) => setEmployeeActive(db, orgId, id, { is_active: active })),
})
