import { Link } from '@tanstack/react-router'
import * as m from '../../paraglide/m/employees'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { employees } from './api'
import { employeeColumns } from './employee-columns'
import { employeeList } from './employee-list'

const newEmployeeLink = () => (
  <Link to="/employees/add" className="btn btn-primary">
    {m.newEmployee()}
  </Link>
)
const actions = () => (
  <>
    <Link to="/employees/regions" className="btn btn-secondary">
      {m.regionsMap()}
    </Link>
    <Link to="/employees/import" className="btn btn-secondary">
      {m.importAction()}
    </Link>
    {newEmployeeLink()}
  </>
)

export function EmployeeListScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      rowName={(employee) => employee.name}
      actions={actions()}
      resource={employees}
      rowKey={(row) => row.operator_id}
      definition={employeeList}
      columns={employeeColumns}
      emptyAction={newEmployeeLink()}
    />
  )
}
